import { MapPin } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { cn } from '@client/lib/cn';
import type { City } from '@shared/schemas/member-preferences';
import { MIN_CITY_QUERY, useCitySearch } from '../api/search-cities';

const DEBOUNCE_MS = 250;

/** The text after it has stopped changing for a moment (one request per pause, not per key). */
function useSettled(text: string) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return settled;
}

type Props = { value: City | null; onChange: (city: City | null) => void; error?: string };

/** Where the person lives: search-as-you-type over the bundled cities (ARIA 1.2 combobox with a listbox). */
export function CityCombobox({ value, onChange, error }: Props) {
  const id = useId();
  const [text, setText] = useState(value?.label ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useSettled(text.trim());
  const search = useCitySearch(value ? '' : query);
  const cities = open && !value ? (search.data ?? []) : [];
  const expanded = cities.length > 0;

  const pick = (city: City) => {
    onChange(city);
    setText(city.label);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && cities.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % cities.length);
    } else if (e.key === 'ArrowUp' && cities.length) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? cities.length - 1 : i - 1));
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault();
      pick(cities[active]!);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
    }
  };
  const hint =
    value || text.trim().length < MIN_CITY_QUERY
      ? 'Type the first letters of your city, then pick it from the list.'
      : search.isFetched && !search.data?.length && query === text.trim()
        ? 'No city by that name. Try the nearest larger one.'
        : 'Pick your city from the list.';

  return (
    <div className="relative flex flex-col gap-1.5">
      <Label htmlFor={`${id}-input`}>Where you live</Label>
      <div className="relative">
        <MapPin aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-white/50" />
        <Input
          id={`${id}-input`}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          value={text}
          placeholder="e.g. Zürich"
          className="pl-10"
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
            if (value) onChange(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
      </div>
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label="Cities"
        hidden={!expanded}
        className="absolute top-[4.75rem] z-20 max-h-72 w-full overflow-auto rounded-xl border border-white/15 bg-night p-1 shadow-2xl shadow-black/60"
      >
        {cities.map((city, i) => (
          <li
            key={city.id}
            id={`${id}-option-${i}`}
            role="option"
            aria-selected={i === active}
            // NOTE: mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(e) => {
              e.preventDefault();
              pick(city);
            }}
            className={cn(
              'cursor-pointer rounded-lg px-3 py-2.5 text-sm text-white/85',
              i === active ? 'bg-maya/20 text-white' : 'hover:bg-white/10',
            )}
          >
            {city.label}
          </li>
        ))}
      </ul>
      <p id={`${id}-hint`} className="text-xs text-white/60">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
