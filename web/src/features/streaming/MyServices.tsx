import { useState, type FormEvent } from 'react';
import { LoadFailure, failureText } from '../../components/LoadFailure';
import { LoadingDots } from '../../components/LoadingDots';
import './streaming.css';
import { useKeepMyServices, useMyServices, useStreamingServices } from './streaming-api';

/**
 * "My services" in the account: the streaming services the viewer pays for, ticked from the
 * list of those there are; where-to-watch lists them first.
 */
export function MyServices() {
  const services = useStreamingServices();
  const mine = useMyServices();
  return (
    <section className="section my-services" aria-labelledby="my-services-heading">
      <h2 id="my-services-heading">My services</h2>
      {services.isPending || mine.isPending ? (
        <LoadingDots />
      ) : services.isError || mine.isError ? (
        <LoadFailure retry={[services, mine]} subject="my services">
          {failureText((services.error ?? mine.error)!)}
        </LoadFailure>
      ) : (
        <MyServicesForm services={services.data} chosen={mine.data.services} />
      )}
    </section>
  );
}

/** Ticks start from the kept choice; saving writes the answer back into the cache without resetting them. */
function MyServicesForm({ services, chosen }: { services: { id: number; name: string }[]; chosen: number[] }) {
  const [ticked, setTicked] = useState(() => new Set(chosen));
  const keep = useKeepMyServices();
  const [saved, setSaved] = useState(false);
  const toggle = (id: number, on: boolean) => {
    setSaved(false);
    setTicked((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    keep.mutate(
      [...ticked].sort((a, b) => a - b),
      { onSuccess: () => setSaved(true) },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <fieldset className="my-services-list">
        <legend>The streaming services I pay for; where to watch lists them first</legend>
        {services.map((service) => (
          <label key={service.id} className="checkbox-row">
            <input
              type="checkbox"
              checked={ticked.has(service.id)}
              onChange={(event) => toggle(service.id, event.target.checked)}
            />{' '}
            {service.name}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="primary" aria-disabled={keep.isPending || undefined}>
        Save my services
      </button>
      {saved && (
        <p className="muted" role="status">
          Saved: {ticked.size === 0 ? 'no services' : `${ticked.size} service${ticked.size === 1 ? '' : 's'}`}.
        </p>
      )}
      {keep.isError && (
        <p className="flash flash-warning" role="alert">
          Your services could not be saved. {failureText(keep.error)}
        </p>
      )}
    </form>
  );
}
