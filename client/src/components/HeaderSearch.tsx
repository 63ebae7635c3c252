import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useDebouncedValue } from '../lib/useDebouncedValue';
import { SearchSuggestionsDocument } from '../gql/graphql';
import { useT } from '../lib/i18n';
import { SearchIcon } from './Icons';

/** Typing pauses this long before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 200;
/** Suggestions start from this many typed characters. */
export const SUGGEST_MIN_LENGTH = 2;
const SUGGESTIONS = 6;

/**
 * The header's search: the icon opens the box and puts the keyboard in it; as the shopper types, products
 * whose words start that way are suggested (a WAI-ARIA combobox with a listbox: arrows move, Enter opens the
 * chosen product or searches the words on /all, Escape closes the list, then the box).
 */
export function HeaderSearch({ label }: { label: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [listShown, setListShown] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const ids = useId();
  const panelId = `${ids}-panel`;
  const listId = `${ids}-list`;
  const prefix = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const { data } = useQuery(SearchSuggestionsDocument, { variables: { prefix, limit: SUGGESTIONS }, skip: !open || prefix.length < SUGGEST_MIN_LENGTH });
  const suggestions = prefix.length >= SUGGEST_MIN_LENGTH ? (data?.searchSuggestions ?? []) : [];
  const expanded = listShown && suggestions.length > 0;

  // Another page closes the box.
  useEffect(() => {
    setOpen(false);
    setListShown(false);
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  // New suggestions: none is chosen yet.
  useEffect(() => setActive(-1), [data]);

  function go(to: string) {
    setText('');
    setListShown(false);
    setOpen(false);
    navigate(to);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (expanded && active >= 0) return go(`/product/${suggestions[active].slug}`);
    const words = text.trim();
    go(words ? `/all?${new URLSearchParams({ search: words })}` : '/all');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setListShown(true);
        return;
      }
      // From the box (-1) through the suggestions and back to the box.
      const last = suggestions.length - 1;
      setActive((current) => (event.key === 'ArrowDown' ? (current >= last ? -1 : current + 1) : current <= -1 ? last : current - 1));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) {
        setListShown(false);
        setActive(-1);
      } else {
        setOpen(false);
        button.current?.focus();
      }
    }
  }

  return (
    <div className="header-search">
      <button ref={button} type="button" className="icon-button" aria-label={label} aria-expanded={open} aria-controls={panelId} onClick={() => (open ? input.current?.focus() : setOpen(true))}>
        <SearchIcon />
      </button>
      <div id={panelId} className="header-search__panel" hidden={!open}>
        <form className="search-box" role="search" aria-label={label} onSubmit={submit}>
          <SearchIcon />
          <input
            ref={input}
            type="search"
            role="combobox"
            aria-label={label}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            placeholder={t('nav.searchPlaceholder')}
            value={text}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => {
              setText(event.target.value);
              setListShown(true);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setListShown(false)}
          />
        </form>
        <ul id={listId} role="listbox" aria-label={t('nav.suggestions')} className="header-search__list" hidden={!expanded}>
          {suggestions.map((suggestion, i) => (
            <li
              key={suggestion.slug}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'is-active' : undefined}
              // Keeps the focus in the box, so the click is not lost to its blur.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(`/product/${suggestion.slug}`)}
            >
              {suggestion.name}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
