import { useDocumentTitle } from '../../components/useDocumentTitle';

/** Add games: filled in by its feature's issue. */
export default function AddGamesPage() {
  useDocumentTitle(undefined);
  return (
    <section className="page">
      <h1>Add games</h1>
    </section>
  );
}
