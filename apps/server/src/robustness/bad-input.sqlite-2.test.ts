import { describeBadInput } from './bad-input-suite.ts'

await describeBadInput('sqlite', 2, 2)
