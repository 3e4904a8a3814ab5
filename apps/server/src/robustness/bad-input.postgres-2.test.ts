import { describeBadInput } from './bad-input-suite.ts'

await describeBadInput('postgres', 2, 2)
