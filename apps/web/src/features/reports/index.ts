/** Reports and moderation (issue 29): the Report button anyone uses, and staff's member standing controls. */
export { ReportButton } from './report-button.tsx'
export { MemberStandingActions, type MemberStandingProps } from './member-standing.tsx'
