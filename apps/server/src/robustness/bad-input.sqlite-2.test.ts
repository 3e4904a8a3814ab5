import { describeBadInput } from './bad-input-suite.ts'

describeBadInput('sqlite', 2, 2)
