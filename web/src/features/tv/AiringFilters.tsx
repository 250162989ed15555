import { useId } from 'react';
import type { GenreFilter } from '@guide/common/tv';

export interface AiringFilterState {
  /** The label of the active filter button, or null. */
  button: string | null;
  text: string;
}

export const NO_FILTER: AiringFilterState = { button: null, text: '' };

interface AiringFiltersProps {
  filters: readonly GenreFilter[];
  value: AiringFilterState;
  onChange(value: AiringFilterState): void;
  /** The free-text field's label. */
  textLabel: string;
  /** '{n} movies found', '{n} events found'. */
  countText: string;
}

/** Genre buttons (the active one pressed), Reset, a free-text filter and the count of what is shown. */
export function AiringFilters({ filters, value, onChange, textLabel, countText }: AiringFiltersProps) {
  const textId = useId();
  return (
    <div className="airing-filters">
      <div className="filter-bar" role="group" aria-label="Filter by genre">
        {filters.map((f) => (
          <button
            key={f.label}
            type="button"
            aria-pressed={value.button === f.label}
            onClick={() => onChange({ ...value, button: value.button === f.label ? null : f.label })}
          >
            {f.label}
          </button>
        ))}
        <button type="button" onClick={() => onChange(NO_FILTER)} disabled={value.button === null && value.text === ''}>
          Reset
        </button>
      </div>
      <div className="airing-text-filter">
        <label htmlFor={textId}>{textLabel}</label>
        <input
          id={textId}
          type="search"
          value={value.text}
          onChange={(e) => onChange({ ...value, text: e.target.value })}
          autoComplete="off"
        />
      </div>
      <p className="airing-count" role="status" aria-live="polite">
        {countText}
      </p>
    </div>
  );
}

/** The genre the active button stands for ('' when none is active). */
export const activeGenre = (filters: readonly GenreFilter[], state: AiringFilterState) =>
  filters.find((f) => f.label === state.button)?.genre ?? '';
