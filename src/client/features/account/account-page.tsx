import { useT } from "@/i18n/use-t";
import { accountMessages } from "./account-messages";
import { DeleteAccountCard } from "./delete-account-card";
import { DownloadDataCard } from "./download-data-card";
import { RemindersCard } from "./reminders-card";

/** The learner's account: reminders, their data to take away, and deleting the account (decision 0050). */
export default function AccountPage() {
  const t = useT(accountMessages);
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
        <p className="mt-1 text-slate-700">{t("intro")}</p>
      </div>
      <RemindersCard />
      <DownloadDataCard />
      <DeleteAccountCard />
    </div>
  );
}
