import { useIsSiteBank } from "@/lib/bank-scope";
import { BankExportPanel } from "./bank-export-panel";
import { BankImportPanel } from "./bank-import-panel";

/**
 * Import / export: the bank in and out of open formats (product.md section 17). An institute's bank
 * imports only: the export route is the site bank's.
 */
export function ImportExportTab() {
  const isSiteBank = useIsSiteBank();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <BankImportPanel />
      {isSiteBank ? <BankExportPanel /> : null}
    </div>
  );
}
