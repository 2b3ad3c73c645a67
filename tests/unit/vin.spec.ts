import {
  normalizeVin,
  requiresCheckDigit,
  teslaModelFromVin,
  vinCheckDigit,
  vinProblem,
} from '../../server/src/domain/vin';

describe('VIN', () => {
  it('normalises what a member typed: trimmed and upper-cased', () => {
    expect(normalizeVin('  5yj3e1ea8kf000001 \n')).toBe('5YJ3E1EA8KF000001');
  });

  it('computes the ISO 3779 / 49 CFR 565 check digit, including X for remainder 10', () => {
    // The standard's worked example (check digit X).
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinProblem('1M8GDM9AXKP042788')).toBeNull();
    expect(vinCheckDigit('5YJ3E1EA8KF000001')).toBe('8');
    expect(vinCheckDigit('7G2CEHED4RA017384')).toBe('4');
  });

  it('accepts real-format Tesla VINs from every plant', () => {
    for (const vin of [
      '5YJ3E1EA8KF000001', // Fremont Model 3
      '5YJSA1E26MF000002', // Fremont Model S
      '5YJXCAE21LF000004', // Fremont Model X
      '7SAYGDEE7PA000003', // Austin Model Y
      '7G2CEHED4RA017384', // Austin Cybertruck
      'XP7YGCEK4PB000001', // Berlin Model Y: no check digit rule in Europe
      'LRW3E7EK8NC000002', // Shanghai Model 3
      'SFZRE11B791000003', // Lotus-built Roadster
    ]) {
      expect({ vin, problem: vinProblem(vin) }).toEqual({ vin, problem: null });
    }
  });

  it('refuses a wrong length, letters I/O/Q, lower case and other characters', () => {
    expect(vinProblem('5YJ3E1EA8KF00000')).toBe('length');
    expect(vinProblem('5YJ3E1EA8KF0000011')).toBe('length');
    expect(vinProblem('')).toBe('length');
    expect(vinProblem('5YJ3E1EA8KF00000I')).toBe('characters');
    expect(vinProblem('5YJ3E1EA8KF00000O')).toBe('characters');
    expect(vinProblem('5YJ3E1EA8KF00000Q')).toBe('characters');
    expect(vinProblem('5yj3e1ea8kf000001')).toBe('characters');
    expect(vinProblem('5YJ3E1EA8KF 00001')).toBe('characters');
    expect(vinProblem('5YJ3E1EA8KF-00001')).toBe('characters');
  });

  it('enforces the check digit for North-American WMIs (1–5 and the US range 7F–7Z) only', () => {
    expect(vinProblem('5YJ3E1EA1KF000001')).toBe('check_digit');
    // The digit a well-known fake Cybertruck VIN carries; the correct one is 4.
    expect(vinProblem('7G2CEHED8RA017384')).toBe('check_digit');
    expect(vinProblem('7SAYGDEE0PA000003')).toBe('check_digit');
    expect(vinProblem('2T1BURHE0JC000001')).toBe('check_digit'); // Canada (correct digit: X)
    expect(vinProblem('2T1BURHEXJC000001')).toBeNull();
    expect(requiresCheckDigit('1HGCM82633A004352')).toBe(true);
    expect(requiresCheckDigit('3VWFE21C04M000001')).toBe(true);
    expect(requiresCheckDigit('7FCTGAAA0NN000001')).toBe(true);
    // 7A–7E is New Zealand, not North America.
    expect(requiresCheckDigit('7AT0H63AX00000001')).toBe(false);
    // Europe and China: the position is the manufacturer's, any character passes.
    expect(requiresCheckDigit('XP7YGCEK0PB000001')).toBe(false);
    expect(vinProblem('XP7YGCEK0PB000001')).toBeNull();
    expect(vinProblem('LRW3E7EK0NC000002')).toBeNull();
    expect(vinProblem('WVWZZZ1JZXW000001')).toBeNull();
  });

  it('reads the model from position 4 of a Tesla VIN', () => {
    expect(teslaModelFromVin('5YJ3E1EA8KF000001')).toBe('Model 3');
    expect(teslaModelFromVin('5YJSA1E26MF000002')).toBe('Model S');
    expect(teslaModelFromVin('5YJXCAE21LF000004')).toBe('Model X');
    expect(teslaModelFromVin('7SAYGDEE7PA000003')).toBe('Model Y');
    expect(teslaModelFromVin('XP7YGCEK4PB000001')).toBe('Model Y');
    expect(teslaModelFromVin('LRW3E7EK8NC000002')).toBe('Model 3');
    expect(teslaModelFromVin('7G2CEHED4RA017384')).toBe('Cybertruck');
    expect(teslaModelFromVin('5YJRE11B781000005')).toBe('Roadster First Gen');
    expect(teslaModelFromVin('SFZRE11B791000003')).toBe('Roadster First Gen');
  });

  it('suggests nothing for other makes, unknown lines or invalid VINs', () => {
    expect(teslaModelFromVin('WVWZZZ1JZXW000001')).toBeNull();
    expect(teslaModelFromVin('1M8GDM9AXKP042788')).toBeNull();
    expect(teslaModelFromVin('XP7ZGCEK4PB000001')).toBeNull();
    expect(teslaModelFromVin('5YJ3E1EA1KF000001')).toBeNull(); // wrong check digit
    expect(teslaModelFromVin('5YJ3E1EA8KF00001')).toBeNull();
  });
});
