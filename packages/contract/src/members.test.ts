import { describe, expect, it } from 'vitest'
import { displayNameProblem, handleBase, handleSchema, isReservedHandle, isStaffLikeName, neutralHandle, neutralName } from './members.ts'

describe('reserved handles', () => {
  it('refuses reserved words with look-alike digits, with _ or digits added, and any handle containing Petfolk or a staff word', () => {
    for (const handle of ['admin', 'Admin', 'adm1n', 'admin_', 'petfolk_support', 'petfolkteam', 'supp0rt', 'p3tfolk', 'moderator2', 'root_', '4dmin', 'm0d', 'nu11', 'sysadmin', 'the_petfolk', 'h3lpdesk', 'st4ff']) {
      expect(isReservedHandle(handle), handle).toBe(true)
      expect(handleSchema.safeParse(handle).success, handle).toBe(false)
    }
  })
  it('takes ordinary handles, digits and all', () => {
    for (const handle of ['ana_lopez', 'member4821', 'bo_walker', 'rooter', 'modern_cat', 'team_rocket', 'sam_the_dog', 'anna', 'biscuit_2019']) {
      expect(isReservedHandle(handle), handle).toBe(false)
      expect(handleSchema.safeParse(handle).success, handle).toBe(true)
    }
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
