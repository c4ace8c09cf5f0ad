/**
 * The planner's page, loaded from a module in the reserve page's chunk (reservation-routes.tsx names
 * it so): the planner then finds the reserve page's code already there instead of splitting the
 * code they share into chunks of its own, which made the reserve page's first load larger
 * (scripts/check-bundle.ts). Its strings (the planner namespace) load when it first renders.
 */
export async function loadWeekPlanPage() {
  return (await import('./week-plan-page')).WeekPlanPage;
}
