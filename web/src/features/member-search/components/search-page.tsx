// /uzivatel/vyhladavanie: find other members by name, city, plate, VIN or car. The query is sent
// once typing pauses (debounced) and kept in the address (?q=), so back and reload keep it.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Avatar, initialsOf } from '@/components/ui/avatar';
import { CarPicture } from '@/components/ui/car-picture';
import { PageHeader } from '@/components/ui/page-header';
import { LoadError } from '@/components/ui/query-state';
import { t, tp } from '@/lib/i18n-member';
import { formatPhone } from '@/lib/phone';
import { SEARCH_MIN_LENGTH, useMemberSearch, type SearchResult } from '../api/search';

export const SEARCH_DEBOUNCE_MS = 300;

function Result({ member }: { member: SearchResult }) {
  const name = [member.first_name, member.last_name].filter(Boolean).join(' ') || t('member.search.no_name');
  return (
    <li className="search-result">
      <div className="with-avatar">
        <Avatar avatar={member.avatar} initials={initialsOf(member.first_name, member.last_name)} />
        <h2 className="search-result__name">{name}</h2>
      </div>
      <p className="muted">
        {[member.address_city, member.email, member.phone_number && formatPhone(member.phone_number)]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {member.cars.length > 0 && (
        <ul className="search-result__cars" aria-label={t('member.search.cars_of', { name })}>
          {member.cars.map((car, index) => (
            <li key={`${car.model}-${car.license_plate ?? index}`}>
              <CarPicture model={car.model} color={car.color} decorative className="car-picture--small" />
              <span>
                {[car.name, car.model, car.variant, car.color ?? car.custom_color, car.license_plate, car.vin]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const query = useMemberSearch(q.trim());

  useEffect(() => {
    const value = text.trim();
    if (value === q.trim()) return;
    const timer = window.setTimeout(() => setParams(value ? { q: value } : {}, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, q, setParams]);

  const tooShort = q.trim().length < SEARCH_MIN_LENGTH;
  return (
    <>
      <PageHeader title={t('member.search.title')} intro={t('member.search.intro')} />
      <form role="search" className="search-form" onSubmit={(event) => event.preventDefault()}>
        <label className="field__label" htmlFor="member-search">
          {t('member.search.label')}
        </label>
        <input
          id="member-search"
          className="field__control"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={100}
          autoComplete="off"
        />
      </form>
      <div aria-live="polite" className="search-summary">
        {tooShort ? (
          <p className="muted">{t('member.search.hint', { min: SEARCH_MIN_LENGTH })}</p>
        ) : query.isPending ? (
          <p>{t('member.common.loading')}</p>
        ) : query.data ? (
          <p>
            {query.data.v.length === 0
              ? t('member.search.none', { q: q.trim() })
              : tp('member.plurals.results', query.data.total)}
          </p>
        ) : null}
      </div>
      {query.isError && !tooShort && <LoadError onRetry={() => void query.refetch()} />}
      {!tooShort && query.data && query.data.v.length > 0 && (
        <ul className="search-results">
          {query.data.v.map((member) => (
            <Result key={member.id} member={member} />
          ))}
        </ul>
      )}
    </>
  );
}
