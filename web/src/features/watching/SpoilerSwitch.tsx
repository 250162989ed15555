import { failureText } from '../../components/LoadFailure';
import { useSpoilerFree } from '../../lib/hidden-scores';
import { useSpoilerSetting } from '../../lib/user-data-api';

/**
 * The account's spoiler-free setting: followed teams' scores, winners and series, and the titles
 * and summaries of episodes not watched yet, hidden until revealed. Kept on the device at once
 * (so the next page hides them before it runs any script) and in the account.
 */
export function SpoilerSwitch() {
  const { settings, change } = useSpoilerSetting();
  const onDevice = useSpoilerFree();
  const on = settings.data?.spoilerFree ?? onDevice;
  return (
    <section className="section spoiler-switch" aria-labelledby="spoiler-switch-heading">
      <h2 id="spoiler-switch-heading">Spoiler-free mode</h2>
      <label className="checkbox-row">
        <input
          type="checkbox"
          checked={on}
          disabled={settings.isPending}
          onChange={(event) => change.mutate(event.target.checked)}
        />{' '}
        Hide the scores of my teams’ games, and the titles and summaries of episodes I have not watched, until I reveal
        them
      </label>
      {change.isError && (
        <p className="flash flash-warning" role="alert">
          The setting could not be saved. {failureText(change.error)}
        </p>
      )}
    </section>
  );
}
