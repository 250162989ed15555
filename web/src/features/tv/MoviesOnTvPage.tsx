import { useDocumentTitle } from '../../components/useDocumentTitle';

/** Movies on TV: filled in by its feature's issue. */
export default function MoviesOnTvPage() {
  useDocumentTitle(undefined);
  return (
    <section className="page">
      <h1>Movies on TV</h1>
    </section>
  );
}
