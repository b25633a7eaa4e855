import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { controlClasses } from '../../ui/field.tsx';

/** Searches all articles: the words go to /blog?q=…, which any search engine or bookmark can repeat. */
export function BlogSearchForm({ initial = '' }: { initial?: string }) {
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    navigate(q ? `/blog?q=${encodeURIComponent(q)}` : '/blog');
  };
  return (
    <form role="search" onSubmit={submit} className="relative">
      <label htmlFor={id} className="sr-only">
        Search articles
      </label>
      <input
        id={id}
        type="search"
        name="q"
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search articles"
        className={`${controlClasses} pr-12`}
      />
      <button
        type="submit"
        className="absolute right-1.5 top-1/2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-mist-300 hover:bg-ink-700 hover:text-mist-100"
        aria-label="Search"
      >
        <Search className="size-5" aria-hidden />
      </button>
    </form>
  );
}
