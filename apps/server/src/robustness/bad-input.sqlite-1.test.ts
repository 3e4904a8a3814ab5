import { describeBadInput } from './bad-input-suite.ts'

await describeBadInput('sqlite', 1, 2)
