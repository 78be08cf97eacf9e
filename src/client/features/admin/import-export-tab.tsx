import { BankExportPanel } from "./bank-export-panel";
import { BankImportPanel } from "./bank-import-panel";

/** Import / export: the bank in and out of open formats (product.md section 17). */
export function ImportExportTab() {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <BankImportPanel />
      <BankExportPanel />
    </div>
  );
}
