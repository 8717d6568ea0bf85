/**
 * "Export CSV" of the Overview's charts (issue #43): downloads the server's CSV of one chart for the
 * period shown, with the session token, and hands it to the browser; a failure is the desk's toast.
 */
import { useState } from 'react';
import { downloadOverviewCsv } from '../../../client/overview-api.ts';
import type { OverviewChart, OverviewQuery } from '../../../lib/api/overview.ts';
import { currentAdminToken } from '../../../stores/staff-session.ts';
import { showToast } from '../../../stores/toasts.ts';
import { saveFile } from '../../dashboard-shell/save-file.ts';
import { EXPORT_FAILED } from '../responses/use-csv-export.ts';

export function useChartCsv(period: OverviewQuery | null): { exporting: OverviewChart | null; exportCsv: (chart: OverviewChart) => Promise<void> } {
  const [exporting, setExporting] = useState<OverviewChart | null>(null);

  async function exportCsv(chart: OverviewChart): Promise<void> {
    if (!period) return;
    setExporting(chart);
    try {
      const { file, name } = await downloadOverviewCsv(currentAdminToken() ?? '', period, chart);
      saveFile(file, name);
    } catch {
      showToast(EXPORT_FAILED, 'error');
    } finally {
      setExporting(null);
    }
  }

  return { exporting, exportCsv };
}
