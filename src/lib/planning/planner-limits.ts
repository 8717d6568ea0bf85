/** The server's hard caps on planner enquiries (issue #17); content/planning sets the visitor-facing limits within them. */
export const PLANNER_LIMITS = { recipients: 2000, printedMessage: 500, city: 60, planParts: 8, partLabel: 300, days: 30 } as const;
