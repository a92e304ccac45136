/**
 * The listing's city filter (SPEC §2 server route `/{lang}/ajax/search-city`), as a model
 * factory: each form that offers it (the listing filters, the home page quick search) creates its
 * own instance at module load. It holds the chosen city and whether the visitor is typing; the
 * suggestions are kit's city search (kit/city-search), the keyboard and aria kit's combobox.
 *
 * Inputs: `inputChanged(text)`, `closedWithoutChoice`, `cityChosen(city)`, `cityCleared`.
 */
import { createEvent, createStore } from 'shared/effector';
import type { CitySuggestion } from 'shared/domain';
import { createCitySuggestions } from 'kit/city-search';

/** Creates one city filter instance; call at module load only (never in a component). */
export function createCitySearch() {
  const suggestions = createCitySuggestions();
  const inputChanged = createEvent<string>();
  /** The list closed without a choice (Escape, the field left): the chosen city shows again. */
  const closedWithoutChoice = createEvent();
  /** The visitor chose a city (Enter on an option, or a click). */
  const cityChosen = createEvent<CitySuggestion>();
  /** The chosen city was removed (the clear button). */
  const cityCleared = createEvent();

  /** The text typed. */
  const $text = createStore('')
    .on(inputChanged, (_, text) => text)
    .on(cityChosen, (_, city) => city.label)
    .reset(cityCleared);
  /** True while the visitor edits the text (the input shows $text, not the chosen city). */
  const $isEditing = createStore(false)
    .on(inputChanged, () => true)
    .reset([cityChosen, cityCleared, closedWithoutChoice]);
  /** The chosen city of this instance, or null. */
  const $chosen = createStore<CitySuggestion | null>(null)
    .on(cityChosen, (_, city) => city)
    .reset(cityCleared);

  return {
    suggestions,
    inputChanged,
    closedWithoutChoice,
    cityChosen,
    cityCleared,
    $text,
    $isEditing,
    $chosen,
    /** The search call (kit's); tests replace its handler with `fork({ handlers })`. */
    searchCityFx: suggestions.searchCityFx,
  };
}

/** One city filter instance (see createCitySearch). */
export type CitySearch = ReturnType<typeof createCitySearch>;
