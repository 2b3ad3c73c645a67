// An e-mail address that may wrap only after its "@" and before its dots, never inside a part (not
// even at a hyphen), so a narrow column of addresses stays readable.
import { Fragment } from 'react';

export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          <span style={{ whiteSpace: 'nowrap' }}>{part}</span>
        </Fragment>
      ))}
    </>
  );
}
