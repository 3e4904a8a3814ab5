import { describeBadInput } from './bad-input-suite.ts'

describeBadInput('sqlite', 1, 2)
