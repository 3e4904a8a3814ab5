import { describeBadInput } from './bad-input-suite.ts'

describeBadInput('postgres', 1, 2)
