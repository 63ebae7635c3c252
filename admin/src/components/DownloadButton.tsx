import { useState, type ReactNode } from 'react';
import { downloadFile } from '../lib/rest';

/**
 * A button that downloads a file of the admin API with the staff token (lib/rest.ts): busy while the
 * server prepares it, and an alert beside it when it failed.
 */
export function DownloadButton({ path, filename, children }: { path: string; filename: string; children: ReactNode }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setFailure(null);
    try {
      const problem = await downloadFile(path, filename);
      if (problem) setFailure(`The file could not be downloaded: ${problem}`);
    } catch (error) {
      setFailure(`The file could not be downloaded: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className="download">
      <button type="button" className="button button--secondary" onClick={() => void download()} disabled={busy}>
        {busy ? 'Preparing the file…' : children}
      </button>
      <span role="alert" className={failure ? 'download__failure' : undefined}>
        {failure}
      </span>
    </span>
  );
}
