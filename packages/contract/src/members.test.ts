import { describe, expect, it } from 'vitest'
import { displayNameProblem, handleBase, handleSchema, isReservedHandle, isStaffLikeName, neutralHandle, neutralName } from './members.ts'

describe('reserved handles', () => {
  // One row per handle: whether it is refused, and why (for the reader).
  const table: Array<[handle: string, refused: boolean, why: string]> = [
    ['admin', true, 'a reserved word'],
    ['Admin', true, 'in any case'],
    ['adm1n', true, 'look-alike digit'],
    ['4dmin', true, 'look-alike digit'],
    ['admin_', true, 'with _ added'],
    ['staff1', true, 'with a digit added'],
    ['st4ff', true, 'look-alike digit'],
    ['supp0rt', true, 'look-alike digit'],
    ['moderator2', true, 'with a digit added'],
    ['root_', true, 'with _ added'],
    ['m0d', true, 'look-alike digit'],
    ['nu11', true, 'look-alike digits'],
    ['h3lpdesk', true, 'look-alike digit'],
    ['p3tfolk', true, 'the service name, look-alike digit'],
    ['petfolk_staff', true, 'the service name'],
    ['petfolk_support', true, 'the service name'],
    ['petfolkteam', true, 'the service name'],
    ['the_petfolk', true, 'the service name'],
    ['staffteam', true, 'only service words'],
    ['sysadmin', true, 'only service words'],
    ['adminteam', true, 'only service words'],
    ['the_real_support', true, 'only service words'],
    ['ana_admin', true, 'a staff word between _'],
    ['mod_ana', true, 'a staff word between _'],
    ['stafford', false, 'staff inside a real word'],
    ['staffie_lover', false, 'staff inside a real word'],
    ['badminton_bella', false, 'admin inside a real word'],
    ['adminbob', false, 'admin with a name, no other service word'],
    ['ana_lopez', false, 'ordinary'],
    ['member4821', false, 'ordinary, digits and all'],
    ['bo_walker', false, 'ordinary'],
    ['rooter', false, 'root inside a word'],
    ['modern_cat', false, 'mod inside a word'],
    ['team_rocket', false, 'team is not a staff word'],
    ['sam_the_dog', false, 'ordinary'],
    ['anna', false, 'ordinary'],
    ['biscuit_2019', false, 'ordinary, digits and all'],
    ['helpme', false, 'help without a staff word'],
  ]
  it.each(table)('%s: refused %s (%s)', (handle, refused) => {
    expect(isReservedHandle(handle)).toBe(refused)
    expect(handleSchema.safeParse(handle).success).toBe(!refused)
  })
})

describe('suggested handles', () => {
  it('come from the profile name only, never the e-mail, and never a reserved look-alike', () => {
    expect(handleBase('Ana López')).toBe('ana_lopez')
    expect(handleBase('Bo')).toBeNull()
    expect(handleBase(null)).toBeNull()
    expect(handleBase('Admin')).toBeNull()
    expect(handleBase('Petfolk Support')).toBeNull()
  })
  it('are member and four digits otherwise, named "Member" and the same digits', () => {
    expect(neutralHandle(4821)).toBe('member4821')
    expect(neutralHandle(7)).toBe('member0007')
    expect(neutralName('member4821')).toBe('Member 4821')
    expect(neutralName('member48212')).toBe('Member 48212')
  })
})

describe('display names', () => {
  it('refuse an e-mail address or its local part', () => {
    expect(displayNameProblem('ana@gmail.com')).toMatch(/e-mail/)
    expect(displayNameProblem('ana.lopez', { email: 'ana.lopez@gmail.com' })).toMatch(/e-mail/)
    expect(displayNameProblem('Ana López', { email: 'ana.lopez@gmail.com' })).toBeNull()
  })
  it('refuse names that pass for Petfolk or its staff, except for staff', () => {
    for (const name of ['Petfolk Security Team', 'Admin', 'Moderator', 'M0derator', 'The P3tfolk Team', 'Support']) {
      expect(isStaffLikeName(name), name).toBe(true)
      expect(displayNameProblem(name), name).toMatch(/Petfolk or its staff/)
    }
    expect(displayNameProblem('Admin', { staff: true })).toBeNull()
    for (const name of ['Stafford Smith', 'Modesto Fan', 'Ana López', 'Bo']) expect(isStaffLikeName(name), name).toBe(false)
  })
  it('refuse blank and overlong names', () => {
    expect(displayNameProblem('  ')).toBe('Type a name.')
    expect(displayNameProblem('x'.repeat(61))).toMatch(/at most 60/)
  })
})
