/** The accounts offered on the demo sign-in page (embedded mode); the seeder gives them a week of history. */
export const DEMO_ACCOUNTS = [
  {
    email: "learner@demo.abhyas.in",
    firstName: "Aarav",
    lastName: "Sharma",
    role: "learner" as const,
    description: "A free learner preparing for JEE, with a week of practice behind him.",
  },
  {
    email: "premium@demo.abhyas.in",
    firstName: "Priya",
    lastName: "Nair",
    role: "premium" as const,
    description: "An Annual subscriber preparing for NEET: analytics unlocked.",
  },
  {
    email: "admin@demo.abhyas.in",
    firstName: "Meera",
    lastName: "Iyer",
    role: "admin" as const,
    description: "Runs the question bank: admin panel, CSV import, feedback.",
  },
];
