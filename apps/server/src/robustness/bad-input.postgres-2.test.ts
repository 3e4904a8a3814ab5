import { describeBadInput } from './bad-input-suite.ts'

describeBadInput('postgres', 2, 2)
