/** The landing page's new movie releases: filled in by the cinema issue. */
export function NewReleases() {
  return (
    <section className="section" aria-labelledby="releases-heading">
      <h2 id="releases-heading">New Movie Releases</h2>
    </section>
  );
}
