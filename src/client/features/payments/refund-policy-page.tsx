import { Placeholder } from "@/app/routes/placeholder";

export default function Page() {
  return <Placeholder title="Cancellation and Refund Policy" />;
}
