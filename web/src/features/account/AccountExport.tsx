import './personal-guide.css';
import { useId, useState } from 'react';
import { Flash } from '../../components/FlashMessages';
import { exportAccount } from './account-api';

/** "Your data": everything the account holds, downloaded as one JSON file. */
export function AccountExport() {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const download = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      const copy = await exportAccount();
      const url = URL.createObjectURL(new Blob([JSON.stringify(copy, null, 2)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'entertainment-guide-account.json';
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Your data could not be downloaded. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Your data</h2>
      <p>A copy of everything your account holds, as a JSON file.</p>
      <div role="status" aria-live="polite">
        {failure && <Flash status="warning">{failure}</Flash>}
      </div>
      <button type="button" onClick={() => void download()} disabled={busy}>
        {busy ? 'Preparing…' : 'Download your data'}
      </button>
    </section>
  );
}
