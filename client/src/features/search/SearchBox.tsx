import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';

/** The header's product search. Submitting opens the results page. */
export function SearchBox() {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) navigate(paths.search(text.trim()));
      }}
    >
      <label htmlFor="site-search" className="visually-hidden">
        Search products
      </label>
      <input id="site-search" type="search" placeholder="Search kurtas, sarees, jeans…" value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" />
    </form>
  );
}
