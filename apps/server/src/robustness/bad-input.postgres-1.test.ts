import { describeBadInput } from './bad-input-suite.ts'

await describeBadInput('postgres', 1, 2)
