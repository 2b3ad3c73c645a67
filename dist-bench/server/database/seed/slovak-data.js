"use strict";
// Slovak names, towns and car facts shared by the demo members and the synthetic ones, so both look
// like the club's real membership: mostly Teslas, many owners around Bratislava, names with diacritics.
Object.defineProperty(exports, "__esModule", { value: true });
exports.YEAR_CODES = exports.PLATE_LETTERS = exports.PHONE_PREFIXES = exports.CAR_NAMES = exports.STREETS = exports.TOWNS = exports.SURNAMES = exports.FEMALE_FIRST_NAMES = exports.MALE_FIRST_NAMES = void 0;
exports.plain = plain;
exports.MALE_FIRST_NAMES = [
    'Peter', 'Martin', 'Tomáš', 'Michal', 'Ján', 'Jozef', 'Marek', 'Lukáš', 'Juraj', 'Matej', 'Andrej', 'Milan',
    'Pavol', 'Róbert', 'Dávid', 'Jakub', 'Ľubomír', 'Štefan', 'Miroslav', 'Filip', 'Samuel', 'Adam', 'Richard',
    'Radoslav', 'Branislav', 'Igor', 'Vladimír', 'Roman', 'Dušan', 'Ondrej', 'Patrik', 'Erik', 'Šimon', 'Daniel',
    'Rastislav', 'Ivan', 'Marián', 'Viliam', 'Norbert', 'Ľuboš',
];
exports.FEMALE_FIRST_NAMES = [
    'Mária', 'Jana', 'Katarína', 'Zuzana', 'Lucia', 'Eva', 'Anna', 'Martina', 'Veronika', 'Lenka', 'Simona', 'Petra',
    'Barbora', 'Monika', 'Ivana', 'Michaela', 'Kristína', 'Andrea', 'Natália', 'Dominika', 'Soňa', 'Ľubica', 'Tatiana',
    'Alžbeta', 'Daniela', 'Nikola', 'Terézia', 'Viktória', 'Gabriela', 'Žofia',
];
/** [male form, female form]: Slovak surnames change with gender (Kováč → Kováčová, Čierny → Čierna). */
exports.SURNAMES = [
    ['Novák', 'Nováková'], ['Kováč', 'Kováčová'], ['Horváth', 'Horváthová'], ['Varga', 'Vargová'], ['Tóth', 'Tóthová'],
    ['Nagy', 'Nagyová'], ['Baláž', 'Balážová'], ['Szabó', 'Szabóová'], ['Molnár', 'Molnárová'], ['Lukáč', 'Lukáčová'],
    ['Šimko', 'Šimková'], ['Kráľ', 'Kráľová'], ['Polák', 'Poláková'], ['Hudák', 'Hudáková'], ['Oravec', 'Oravcová'],
    ['Kollár', 'Kollárová'], ['Gajdoš', 'Gajdošová'], ['Blaho', 'Blahová'], ['Hrnčiar', 'Hrnčiarová'], ['Mráz', 'Mrázová'],
    ['Urban', 'Urbanová'], ['Štefánik', 'Štefániková'], ['Marko', 'Marková'], ['Čierny', 'Čierna'], ['Biely', 'Biela'],
    ['Malý', 'Malá'], ['Kučera', 'Kučerová'], ['Sloboda', 'Slobodová'], ['Rusnák', 'Rusnáková'], ['Fekete', 'Feketeová'],
    ['Pavlík', 'Pavlíková'], ['Ďurica', 'Ďuricová'], ['Švec', 'Švecová'], ['Jurčo', 'Jurčová'], ['Bartoš', 'Bartošová'],
    ['Zeman', 'Zemanová'], ['Hudec', 'Hudecová'], ['Benko', 'Benková'], ['Vrábel', 'Vrábelová'], ['Ondruš', 'Ondrušová'],
    ['Kubiš', 'Kubišová'], ['Mikuš', 'Mikušová'], ['Šťastný', 'Šťastná'], ['Ružička', 'Ružičková'], ['Krajčír', 'Krajčírová'],
    ['Kmeť', 'Kmeťová'], ['Dobrovodský', 'Dobrovodská'], ['Lipták', 'Liptáková'], ['Žiak', 'Žiaková'], ['Gregor', 'Gregorová'],
];
exports.TOWNS = [
    { name: 'Bratislava', postCode: '811 01', plates: ['BA', 'BL', 'BT'], weight: 30 },
    { name: 'Košice', postCode: '040 01', plates: ['KE'], weight: 8 },
    { name: 'Žilina', postCode: '010 01', plates: ['ZA'], weight: 6 },
    { name: 'Banská Bystrica', postCode: '974 01', plates: ['BB'], weight: 5 },
    { name: 'Prešov', postCode: '080 01', plates: ['PO'], weight: 4 },
    { name: 'Nitra', postCode: '949 01', plates: ['NR'], weight: 5 },
    { name: 'Trnava', postCode: '917 01', plates: ['TT'], weight: 5 },
    { name: 'Trenčín', postCode: '911 01', plates: ['TN'], weight: 4 },
    { name: 'Martin', postCode: '036 01', plates: ['MT'], weight: 2 },
    { name: 'Poprad', postCode: '058 01', plates: ['PP'], weight: 2 },
    { name: 'Piešťany', postCode: '921 01', plates: ['PN'], weight: 2 },
    { name: 'Zvolen', postCode: '960 01', plates: ['ZV'], weight: 2 },
    { name: 'Senec', postCode: '903 01', plates: ['SC'], weight: 3 },
    { name: 'Pezinok', postCode: '902 01', plates: ['PK'], weight: 3 },
    { name: 'Michalovce', postCode: '071 01', plates: ['MI'], weight: 1 },
    { name: 'Levice', postCode: '934 01', plates: ['LV'], weight: 1 },
    { name: 'Komárno', postCode: '945 01', plates: ['KN'], weight: 1 },
    { name: 'Nové Zámky', postCode: '940 01', plates: ['NZ'], weight: 1 },
    { name: 'Dunajská Streda', postCode: '929 01', plates: ['DS'], weight: 2 },
    { name: 'Liptovský Mikuláš', postCode: '031 01', plates: ['LM'], weight: 1 },
    { name: 'Ružomberok', postCode: '034 01', plates: ['RK'], weight: 1 },
    { name: 'Považská Bystrica', postCode: '017 01', plates: ['PB'], weight: 1 },
    { name: 'Spišská Nová Ves', postCode: '052 01', plates: ['SN'], weight: 1 },
    { name: 'Bardejov', postCode: '085 01', plates: ['BJ'], weight: 1 },
    { name: 'Lučenec', postCode: '984 01', plates: ['LC'], weight: 1 },
    { name: 'Malacky', postCode: '901 01', plates: ['MA'], weight: 2 },
    { name: 'Galanta', postCode: '924 01', plates: ['GA'], weight: 1 },
    { name: 'Prievidza', postCode: '971 01', plates: ['PD'], weight: 1 },
    { name: 'Skalica', postCode: '909 01', plates: ['SI'], weight: 1 },
    { name: 'Humenné', postCode: '066 01', plates: ['HE'], weight: 1 },
];
exports.STREETS = [
    'Hlavná', 'Štúrova', 'Hviezdoslavova', 'Námestie SNP', 'Mierová', 'Záhradnícka', 'Jesenského', 'Kukučínova',
    'Komenského', 'Dlhá', 'Krátka', 'Slnečná', 'Lipová', 'Partizánska', 'Železničná', 'Nová', 'Bernolákova',
    'Šafárikova', 'Hurbanova', 'Cintorínska', 'Družstevná', 'Jarná', 'Orgovánová', 'Vajanského', 'Ružová',
];
/** Names members give their cars. */
exports.CAR_NAMES = [
    'Blesk', 'Biela strela', 'Elektrón', 'Tichý tátoš', 'Iskra', 'Šípka', 'Červený drak', 'Strieborná líška',
    'Hromozvod', 'Veverička', 'Modrý Jánošík', 'Ampérka', 'Tesláčik', 'Čierny panter', 'Sova',
];
/** Slovak mobile prefixes (Orange, Telekom, O2, 4ka). */
exports.PHONE_PREFIXES = ['901', '902', '903', '904', '905', '907', '908', '910', '911', '915', '917', '918', '940', '944', '948', '949', '950', '951'];
/** Letters used at the end of Slovak plates (no Q, W, X, Y, G, O, I to avoid look-alikes). */
exports.PLATE_LETTERS = 'ABCDEFHJKLMNPRSTUVZ';
/** Model year codes of VIN position 10, 2017–2026. */
exports.YEAR_CODES = [
    ['H', 2017], ['J', 2018], ['K', 2019], ['L', 2020], ['M', 2021], ['N', 2022], ['P', 2023], ['R', 2024], ['S', 2025], ['T', 2026],
];
/** Removes diacritics: "Kováčová" → "Kovacova" (for usernames and e-mail local parts). */
function plain(text) {
    return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}
//# sourceMappingURL=slovak-data.js.map