/** Placeholder until the planner feature lands. */
export default function PlannerPage() {
  return <main className="p-6">Planner</main>;
}
