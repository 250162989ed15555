/** The landing page's NHL and MLB sections: filled in by the sports issue. */
export function GamesSections() {
  return (
    <>
      <section className="section" aria-labelledby="nhl-heading">
        <h2 id="nhl-heading">NHL</h2>
      </section>
      <section className="section" aria-labelledby="mlb-heading">
        <h2 id="mlb-heading">MLB</h2>
      </section>
    </>
  );
}
