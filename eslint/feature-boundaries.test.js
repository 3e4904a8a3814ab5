import { resolve } from 'node:path'
import { RuleTester } from 'eslint'
import { afterAll, describe, it } from 'vitest'
import { featureBoundaries } from './feature-boundaries.js'

RuleTester.describe = describe
RuleTester.it = it
RuleTester.afterAll = afterAll

const web = resolve(import.meta.dirname, '..', 'apps', 'web', 'src')
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } })

tester.run('feature-boundaries', featureBoundaries, {
  valid: [
    { filename: `${web}/features/care/pet-care-page.tsx`, code: "import { usePets } from '../pets/index.ts'" },
    { filename: `${web}/features/care/pet-care-page.tsx`, code: "import { x } from './api/get-tips.ts'" },
    { filename: `${web}/features/care/pet-care-page.tsx`, code: "import { Button } from '../../ui/button.tsx'" },
    { filename: `${web}/router.tsx`, code: "const page = import('./features/pets/pets-page.tsx')" },
    { filename: `${web}/lib/api.ts`, code: "import { z } from 'zod'" },
  ],
  invalid: [
    { filename: `${web}/features/care/pet-care-page.tsx`, code: "import { usePets } from '../pets/api/get-pets.ts'", errors: [{ messageId: 'internals' }] },
    { filename: `${web}/features/care/api/get-tips.ts`, code: "export { petsQueryKey } from '../../pets/api/get-pets.ts'", errors: [{ messageId: 'internals' }] },
    { filename: `${web}/features/care/pet-care-page.tsx`, code: "const m = import('../media/media-page.tsx')", errors: [{ messageId: 'internals' }] },
    { filename: `${web}/lib/photo.ts`, code: "import { usePets } from '../features/pets/index.ts'", errors: [{ messageId: 'shared' }] },
    { filename: `${web}/ui/card.tsx`, code: "import { PetCard } from '../features/pets/pet-card.tsx'", errors: [{ messageId: 'shared' }] },
  ],
})
