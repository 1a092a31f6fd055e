// Refuse the passwords attackers try first (passwords are 8–50 characters, so only those lengths
// are listed). Pure and dependency-free: it runs in the API and in the browser form alike.
//
// The list is drawn from the well-known breach top lists (RockYou, the NCSC "100k most common",
// SecLists' 10k-most-common, yearly NordPass/SplashData tops), keeping the entries of 8+ characters.
// Three patterns cover the endless variations of the same idea: one short block repeated
// (`aaaaaaaa`, `12121212`, `abcabcabc`), a straight run of digits or letters (`12345678`,
// `87654321`, `abcdefgh`) and a walk along a keyboard row or column (`qwertyui`, `1qaz2wsx`).

const LIST = `
11111111 00000000 87654321 qwertyuiop qwertyui asdfghjkl asdfghjk 1qaz2wsx abcdefgh
123456789 12345678 1234567890 0987654321 123123123 12341234 12344321 11223344 1122334455
112233445566 123454321 1234554321 1234512345 123456123456 123123123123 12121212 121212121
10203040 1020304050 147258369 741852963 963852741 789456123 123654789 147852369 159357456
12345678910 1234567891 12345678900 123456789123 12qwaszx 
123456789a 12345678a 1234567a a1234567 a12345678 a123456789 aa123456 aa12345678 aa123456789
abc12345 abc123456 abc1234567 abcd1234 abcd12345 1234abcd a1b2c3d4 a1b2c3d4e5 1a2b3c4d
a1s2d3f4 1a2s3d4f 123abc123 abc123abc 123qwe123 qwe123qwe 123qwe123qwe qwe12345 qwe123456
123qweasd 123qweasdzxc qweasdzxc qweasd123 qweasdzxc123 zxcasdqwe 1qazxsw2 zaq12wsx zaq1zaq1
zaq1xsw2 zaq1xsw2cde3 xsw2zaq1 1qaz2wsx3edc 1qaz2wsx3edc4rfv qazwsx123 qazwsxedc123
qazxswedc 1qaz1qaz 2wsx3edc q1w2e3r4 q1w2e3r4t5 q1w2e3r4t5y6 1q2w3e4r 1q2w3e4r5t
1q2w3e4r5t6y 1234qwer qwer1234 qwer4321 1234asdf asdf1234 asdf123456 asdfasdf asdfjkl;
qwerty12 qwerty123 qwerty1234 qwerty12345 qwerty123456 123qwerty 123456qwerty qwertyqwerty
qwerty11 qwerty01 qwerty007 qwerty1! qwertyu1 qwertyuiop123 qwertzuiop azertyuiop azerty123
azerty12 zxcvbnm1 zxcvbnm123 zxcvbn123 asdasd123 asdasdasd qweqweqwe zxczxczxc 123asdasd
password password1 password12 password123 password1234 password12345 password01 password2
password3 password7 password9 password11 password99 password! password1! password123!
passw0rd p@ssw0rd p@ssword pa$$word pa55word pa55w0rd passwort passwort1 motdepasse
1password 12password mypassword mypassword1 newpassword thepassword passpass passpass1
pass1234 pass12345 pass123456 password321 wachtwoord contrasena contraseña senha123
iloveyou iloveyou1 iloveyou2 iloveyou3 iloveyou! iloveyou123 iloveu123 iloveyou12 ilovegod
iloveme1 ilovemyself ilovemom iloveyouu iloveyou7 loveyou1 loveyou2 lovelove lovely12
loveme12 love1234 love12345 love123456 mylove123 truelove forever1 foreverlove
admin123 admin1234 admin12345 admin123456 administrator administrador adminadmin root1234
rootroot toor1234 test1234 test12345 test123456 testtest testing1 testing123 changeme
changeme1 default1 welcome1 welcome12 welcome123 welcome2 welcome01 letmein1 letmein123
letmein! trustno1 trustnoone secret123 secret12 access14 access123 login123 guest123
user1234 demo1234 temp1234 master12 master123 master1234 masterkey
sunshine sunshine1 sunshine123 princess princess1 princess12 princess123 princesa
football football1 football12 football123 baseball baseball1 basketball basketball1
softball volleyball swimming superman superman1 superman123 batman123 batman12 spiderman
spiderman1 starwars starwars1 startrek whatever whatever1 computer computer1 internet
internet1 michelle jennifer jessica1 samantha danielle jonathan nicholas victoria patricia
stephanie kimberly elizabeth catherine christina christine katherine benjamin alexander
alexandra christopher brittany courtney jennifer1 michelle1 michael1 charlie1 matthew1
jordan23 jordan123 anthony1 andrew12 william1 robert12 thomas12 daniel12 joshua12 justin12
alejandro alejandra fernando fernanda cristina gabriela santiago leonardo sebastian
chocolate butterfly liverpool chelsea1 arsenal1 manchester manutd123 barcelona realmadrid
juventus ronaldo7 cristiano messi123 mercedes corvette mustang1 ferrari1 porsche1
midnight maverick hardcore marlboro scorpion mistress steelers redskins cowboys1 dolphins
panthers patriots yankees1 lakers24 eagles12 rangers1 celtic1888 einstein platinum
sterling hotstuff warcraft business fireball mountain elephant creative thunder1
babygirl babygirl1 babyboy1 sweetheart sweetie1 cutiepie honeybee beautiful beautiful1
tinkerbell hellokitty strawberry blueberry cocacola icecream lollipop chicken1 cookie12
poohbear teddybear jasmine1 angel123 angelica veronica precious inuyasha naruto123
pokemon1 pokemon123 nintendo playstation minecraft fortnite roblox123 callofduty
slipknot metallica greenday westlife chrisbrown blink182 eminem123 nirvana1 linkinpark
harrypotter hogwarts gandalf1 godzilla lovers12 monkey12 monkey123 dragon12 dragon123
shadow12 shadow123 killer12 killer123 hunter12 hunter123 buster12 tigger12 pepper12
ginger12 summer12 summer123 winter12 spring12 autumn12 flower12 purple12 orange12
yellow12 silver12 golden12 diamond1 crystal1 rainbow1 rainbow12 freedom1 liberty1
november december september october1 january1 february august12 sunday12 monday12
friday13 blessed1 blessing jesus123 jesuschrist godisgood christian trinity1 heaven12
fuckyou1 fuckyou2 fuckyou123 fuckoff1 asshole1 bullshit iloveyou4 lovelife hello123
hello1234 hellohello helloworld welcome! qwerty!! goodluck goodbye1 nevermind
snowball snoopy12 scooter1 scooby12 charlie123 maggie12 buddy123 bailey12 rocky123 lucky123
lucky777 matrix12 thematrix neo12345 zeppelin microsoft windows1 windows7
windows10 apple123 iphone12 samsung1 samsung123 google123 facebook facebook1 youtube1
instagram twitter1 myspace1 hotmail1 yahoo123 gmail123 linkedin skype123
12345abc 123456ab 1234567b abc123abc123 abcdef12 abcdef123 abcdefg1 abcdefg123 123abcde
1qw23er4 1qw2e3r4 q2w3e4r5 1029384756 0192837465 5678909876
00001111 11112222 11110000 12312312 13243546 13579246 246813579 1357924680 24682468
12345qwert 12345qwerty 54321qwert 09876543 98765432 aaaaaa11 aaa12345 
qwaszx12 qwaszxqw 12qw12qw 1qa2ws3ed 1q1q1q1q q1q1q1q1 1a1a1a1a a1a1a1a1 1z2x3c4v
zxcv1234 1234zxcv asdfzxcv qwerasdf qwerasdfzxcv zaqxswcde
bismillah bismillah1 bismillah123 allahakbar allahuakbar alhamdulillah muhammad mohammed
mohammad pakistan pakistan1 pakistan123 786786786
`;

/** Every listed password, lower-case. Exported for tests. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));

/** Keyboard rows and columns (US, German and French layouts), walked in either direction. */
const KEYBOARD_WALKS = [
  '`1234567890-=',
  'qwertyuiop[]\\',
  "asdfghjkl;'",
  'zxcvbnm,./',
  'qwertzuiopü',
  'asdfghjklöä',
  'yxcvbnm',
  'azertyuiop',
  'qsdfghjklm',
  'wxcvbn',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik,9ol.0p;/',
  'qazwsxedcrfvtgbyhnujmik,ol.p;/',
  '1q2w3e4r5t6y7u8i9o0p',
  'q1w2e3r4t5y6u7i8o9p0',
];

const WALKS = KEYBOARD_WALKS.flatMap((walk) => [walk, [...walk].reverse().join('')]);

/** `aaaaaaaa`, `12121212`, `abcabcabc`: a block of up to three characters, repeated. */
function isRepeatedBlock(p: string): boolean {
  for (let size = 1; size <= 3 && size * 2 <= p.length; size++) {
    const block = p.slice(0, size);
    if (block.repeat(Math.ceil(p.length / size)).slice(0, p.length) === p) return true;
  }
  return false;
}

/** `12345678`, `87654321`, `abcdefgh`, `hgfedcba`: each character one above or below the last. */
function isStraightRun(p: string): boolean {
  if (!/^(?:[0-9]+|[a-z]+)$/.test(p) || p.length < 3) return false;
  const step = p.charCodeAt(1) - p.charCodeAt(0);
  if (step !== 1 && step !== -1) return false;
  for (let i = 2; i < p.length; i++) {
    if (p.charCodeAt(i) - p.charCodeAt(i - 1) !== step) return false;
  }
  return true;
}

/** `qwertyui`, `asdfghjk`, `poiuytre`, `1qaz2wsx`: a stretch of one keyboard walk. */
function isKeyboardWalk(p: string): boolean {
  return p.length >= 4 && WALKS.some((walk) => walk.includes(p));
}

/**
 * Whether `password` is one of the most common passwords, compared trimmed and case-insensitively
 * (`PASSWORD1` counts as `password1`), or follows one of the patterns above.
 */
export function isCommonPassword(password: string): boolean {
  const p = password.normalize('NFKC').trim().toLowerCase();
  if (p.length === 0) return false;
  return COMMON_PASSWORDS.has(p) || isRepeatedBlock(p) || isStraightRun(p) || isKeyboardWalk(p);
}
