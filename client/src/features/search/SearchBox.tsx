import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../gql';
import { paths } from '../../config/paths';
import { formatRupees } from '../../ui/format';
import { SearchIcon } from '../../ui/icons';
import './search.css';
import { t } from '../../i18n/i18n';

/** The header dropdown's results: a few best matches with image and price. */
const SearchDropdownQuery = graphql(`
  query SearchDropdown($text: String!) {
    searchProducts(text: $text, first: 6) {
      nodes {
        id
        name
        image
        price { amount currencyCode }
        originalPrice { amount currencyCode }
      }
    }
  }
`);

/** `value`, settled for `delay` ms (the spec's 300 ms search debounce). */
function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

type Suggestion = NonNullable<Awaited<ReturnType<typeof fetchSuggestions>>>[number];

async function fetchSuggestions(client: ReturnType<typeof useApolloClient>, text: string) {
  const { data } = await client.query({ query: SearchDropdownQuery, variables: { text } });
  return data?.searchProducts.nodes;
}

/**
 * The suggestions for `text` once asked (`enabled`), and the last ones answered while the next are on
 * their way. Asked with `client.query` when the shopper types, not watched with useQuery: the header
 * is on every first view, and an Apollo watch, even a skipped one, costs a phone's start-up its
 * document processing (#17). Answers come from Apollo's cache when it has them.
 */
function useSuggestions(text: string, enabled: boolean) {
  const client = useApolloClient();
  const [answer, setAnswer] = useState<{ text: string; nodes: Suggestion[] } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const settle = (nodes: Suggestion[]) => current && setAnswer({ text, nodes });
    fetchSuggestions(client, text).then((nodes) => settle(nodes ?? []), () => settle([]));
    return () => {
      current = false;
    };
  }, [client, text, enabled]);
  const fresh = answer?.text === text;
  return { nodes: fresh ? answer.nodes : undefined, previousNodes: answer?.nodes, loading: enabled && !fresh };
}

/**
 * The header's product search (WAI-ARIA combobox with a listbox popup): results appear 300 ms
 * after typing stops; arrows move through them, Enter opens the product chosen with the arrows
 * (otherwise the results page for the text as typed, never a stale or merely hovered suggestion),
 * Escape closes the list. The last option is View All Results.
 */
export function SearchBox() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // The option chosen with the arrow keys (Enter opens it); a hovered option is only highlighted.
  const [active, setActive] = useState(-1);
  const [hovered, setHovered] = useState(-1);
  const navigate = useNavigate();
  const id = useId();
  const root = useRef<HTMLFormElement>(null);
  const query = useDebounced(text.trim(), 300);
  const enabled = query.length >= 2;
  const suggestions = useSuggestions(query, enabled);
  const shown = enabled ? (suggestions.nodes ?? suggestions.previousNodes ?? []) : [];
  // Suggestions are stale from the first keystroke until the answer for the new text arrives:
  // they stay visible (dimmed) so the list does not flicker, but no key acts on them.
  const stale = text.trim() !== query || suggestions.loading;
  const results = stale ? [] : shown;
  const optionCount = results.length + 1; // + View All Results
  const expanded = open && enabled;

  useEffect(() => {
    setActive(-1);
    setHovered(-1);
  }, [query]);
  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const viewAll = () => {
    if (!text.trim()) return;
    close();
    navigate(paths.search(text.trim()));
  };
  const openProduct = (productId: string) => {
    close();
    setText('');
    navigate(paths.productDetails(productId));
  };
  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <form
      ref={root}
      role="search"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault();
        if (expanded && active >= 0 && active < results.length) openProduct(results[active].id);
        else viewAll();
      }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('Search products')}
      </label>
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={t('Search kurtas, sarees, jeans…')}
        value={text}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          setHovered(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
            setActive((i) => (i + 1) % optionCount);
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
            setActive((i) => (i <= 0 ? optionCount - 1 : i - 1));
          } else if (event.key === 'Escape') {
            if (expanded) {
              event.preventDefault();
              close();
            }
          }
        }}
      />
      <button type="submit" className="search-box__submit" aria-label={t('Search')}>
        <SearchIcon />
      </button>
      <div className="search-box__popup" hidden={!expanded}>
        <ul id={`${id}-listbox`} role="listbox" aria-label={t('Search suggestions')} className="search-box__list">
          {stale &&
            shown.map((product) => (
              // Last query's suggestions: shown dimmed, out of the accessibility tree and the keyboard's reach.
              <li key={product.id} aria-hidden="true" className="search-box__option search-box__option--stale" data-testid="stale-suggestion">
                <img src={product.image} alt="" width={40} height={53} loading="lazy" />
                <span className="search-box__name">{product.name}</span>
                <span className="search-box__price">{formatRupees(product.price)}</span>
              </li>
            ))}
          {results.map((product, index) => (
            <li
              key={product.id}
              id={optionId(index)}
              role="option"
              aria-selected={active === index}
              className={`search-box__option${hovered === index ? ' is-hovered' : ''}`}
              onPointerEnter={() => setHovered(index)}
              onPointerLeave={() => setHovered(-1)}
              onClick={() => openProduct(product.id)}
            >
              <img src={product.image} alt="" width={40} height={53} loading="lazy" />
              <span className="search-box__name">{product.name}</span>
              <span className="search-box__price">{formatRupees(product.price)}</span>
            </li>
          ))}
          <li id={optionId(results.length)} role="option" aria-selected={active === results.length} className={`search-box__option search-box__all${hovered === results.length ? ' is-hovered' : ''}`} onPointerEnter={() => setHovered(results.length)} onPointerLeave={() => setHovered(-1)} onClick={viewAll}>
            {t('View All Results')}
          </li>
        </ul>
        {enabled && !stale && results.length === 0 && <p className="search-box__status">{t('No matches for “{query}”', { query })}</p>}
        <p className="visually-hidden" role="status" aria-live="polite">
          {expanded ? (stale ? 'Searching…' : `${results.length} suggestions`) : ''}
        </p>
      </div>
    </form>
  );
}
