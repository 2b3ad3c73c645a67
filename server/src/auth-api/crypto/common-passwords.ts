// Passwords refused as too common (GoTrue's `weak_password` reason `pwned`, which Supabase decides
// with Have I Been Pwned; this server is offline, so it ships the most used ones of the public
// breach lists, compared case-insensitively, plus Slovak favourites). Besides the list, a password
// of one repeated character or of white space only is refused the same way (`isCommonPassword`).
const LIST = `
123456 123456789 12345678 1234567890 12345 1234567 123123 1234 111111 000000 00000000 11111111
123321 654321 666666 121212 112233 7777777 555555 88888888 987654321 87654321 1q2w3e4r 1q2w3e4r5t
1qaz2wsx qwerty qwerty123 qwertyuiop qwertz qwertz123 asdfgh asdfghjkl zxcvbnm azerty password
password1 password12 password123 passw0rd p@ssw0rd p@ssword pass1234 admin admin123 administrator
root toor letmein welcome welcome1 welcome123 iloveyou princess dragon monkey football baseball
soccer hockey master superman batman trustno1 sunshine shadow michael jennifer hunter hello
hello123 freedom whatever qazwsx abc123 abcd1234 abcdef abcdefgh aa123456 a123456 a12345678
test test123 test1234 testing guest login changeme secret secret123 default computer internet
starwars pokemon charlie donald jordan23 liverpool chelsea arsenal killer michelle jessica
ashley daniel thomas george mustang access flower cookie summer winter spring autumn
zaq12wsx 1qazxsw2 q1w2e3r4 q1w2e3r4t5 zaq1zaq1 passwort hallo123 heslo heslo123 heslo1234
hesloheslo slovensko slovakia bratislava kosice tesla tesla123 teslamodel3 model3 elektromobil
evklub evklub123 elektrina nabijanie matrix mercedes ferrari porsche corvette samsung google
apple iphone android facebook instagram youtube linkedin twitter microsoft windows linux
ubuntu oracle mysql postgres 696969 131313 159753 147258369 741852963 1a2b3c4d
`;

const COMMON = new Set(LIST.split(/\s+/).filter(Boolean));

/** True for a listed password (any case), one character repeated, or white space only. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return COMMON.has(lower) || password.trim() === '' || /^(.)\1*$/su.test(password);
}
