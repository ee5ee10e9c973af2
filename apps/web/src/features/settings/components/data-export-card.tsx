import type { DataExportState } from '@starmatch/contracts/data-exports';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/error-message';
import { useDataExport, useDownloadDataExport, useRequestDataExport } from '../api/data-export';
import { DATA_EXPORT_TEXT as TEXT } from '../data-export-text';
import { SettingsQueryCard } from './settings-query-card';

/**
 * Settings' "Your data" (NZ Privacy Act IPP 6): ask for a ZIP of everything kept about you, see
 * it being prepared, download it until it expires, and when the next may be asked for.
 */
export function DataExportCard() {
  return (
    <SettingsQueryCard
      query={useDataExport()}
      text={{
        title: TEXT.cardTitle,
        hint: TEXT.cardHint,
        loading: TEXT.loading,
        loadFailed: TEXT.loadFailed,
        retry: TEXT.retryLoad,
      }}
    >
      {(state) => <ExportState state={state} />}
    </SettingsQueryCard>
  );
}

function ExportState({ state }: { state: DataExportState }) {
  const request = useRequestDataExport();
  const download = useDownloadDataExport();
  const latest = state.export;
  const canAsk = state.nextRequestAt === null;
  const askLabel = latest?.status === 'failed' ? TEXT.tryAgain : TEXT.request;
  const requestFailure = request.isError
    ? (serverMessage(request.error) ?? TEXT.requestFailed)
    : undefined;
  const downloadFailure = download.isError
    ? (serverMessage(download.error) ?? TEXT.downloadFailed)
    : undefined;

  return (
    <>
      {latest?.status === 'preparing' && (
        <p className="font-semibold text-gold-200">{TEXT.preparing}</p>
      )}
      {latest?.status === 'ready' && latest.expiresAt && (
        <>
          <p className="font-semibold text-gold-200">{TEXT.ready(latest.expiresAt)}</p>
          <Button disabled={download.isPending} onClick={() => download.mutate(latest.id)}>
            {download.isPending ? TEXT.downloading : TEXT.download}
          </Button>
        </>
      )}
      {latest?.status === 'failed' && <p className="font-medium text-rose-300">{TEXT.failed}</p>}
      {latest?.status === 'expired' && <p className="text-sm text-haze">{TEXT.expired}</p>}
      {canAsk ? (
        <Button
          variant={latest?.status === 'ready' ? 'secondary' : 'primary'}
          disabled={request.isPending}
          onClick={() => request.mutate()}
        >
          {request.isPending ? TEXT.requesting : askLabel}
        </Button>
      ) : (
        state.nextRequestAt && (
          <p className="text-sm text-haze">{TEXT.nextRequest(state.nextRequestAt)}</p>
        )
      )}
      {(requestFailure ?? downloadFailure) && (
        <p role="alert" className="font-medium text-rose-300">
          {requestFailure ?? downloadFailure}
        </p>
      )}
    </>
  );
}
