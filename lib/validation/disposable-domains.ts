// Disposable / temporary mailbox domains: a sign-up with one is refused.
// Pure and dependency-free: it runs in the API and in the browser form alike.
//
// Only domains of well-known throwaway-mail services are listed (and the alternate domains those
// services hand out); privacy forwarders people keep for years (SimpleLogin, DuckDuckGo, iCloud
// Hide My Email) are deliberately absent. A line starting with `#` names the service that follows.

const LIST = `
# Mailinator and its alternate domains
mailinator.com mailinator.net mailinator.org mailinator2.com mailinater.com mailnator.com
tmailinator.com notmailinator.com binkmail.com bobmail.info chammy.info devnullmail.com
letthemeatspam.com mailismagic.com monumentmail.com reallymymail.com safetymail.info
sendspamhere.com sogetthis.com spambooger.com spamhereplease.com spamherelots.com
spamthisplease.com streetwisemail.com suremail.info thisisnotmyrealemail.com tradermail.info
veryrealemail.com zippymail.info mailtothis.com putthisinyourspamdatabase.com slopsbox.com
# Guerrilla Mail
guerrillamail.com guerrillamail.net guerrillamail.org guerrillamail.biz guerrillamail.de
guerrillamail.info guerrillamailblock.com guerillamail.com guerillamail.net guerillamail.org
guerillamail.biz guerillamail.de guerillamail.info sharklasers.com grr.la spam4.me pokemail.net
# 10/20/60-minute mail
10minutemail.com 10minutemail.net 10minutemail.org 10minutemail.de 10minutemail.co.uk
my10minutemail.com 20minutemail.com 60minutemail.com zehnminutenmail.de emailinfive.com
# Temp-Mail and other "temp mail" sites
temp-mail.org temp-mail.io temp-mail.ru temp-mail.de tempmail.net tempmail.it tempmail2.com
tempmailo.com tempmailer.com tempmailer.de tempmailaddress.com tempmaildemo.com tempail.com
tempalias.com tempe-mail.com tempemail.biz tempemail.com tempemail.net tempinbox.com
tempinbox.co.uk tempomail.fr temporarily.de temporaryemail.net temporaryforwarding.com
temporaryinbox.com temporarymailaddress.com temporarioemail.com.br emailtemporario.com.br
tempr.email mytemp.email mytempemail.com mytempmail.com tmpmail.org tmpmail.net emailtmp.com
mail-temporaire.fr courrieltemporaire.com
# YOPmail and its alternate domains
yopmail.com yopmail.net yopmail.fr cool.fr.nf jetable.fr.nf courriel.fr.nf moncourrier.fr.nf
monemail.fr.nf monmail.fr.nf nospam.ze.tc nomail.xl.cx mega.zik.dj speed.1s.fr
# Jetable
jetable.com jetable.net jetable.org
# TrashMail and its alternate domains
trashmail.com trashmail.net trashmail.de trashmail.me trashmail.at trashmail.io trashmail.org
trashmail.ws trash-mail.com trash-mail.de trash-mail.at trashemail.de trashmailer.com
trashymail.com trashymail.net trashdevil.com trashdevil.de trash2009.com wegwerfmail.de
wegwerfmail.net wegwerfmail.org kurzepost.de objectmail.com proxymail.eu rcpt.at 0box.eu
contbay.com damnthespam.com
# Nada (getnada) and its alternate domains
getnada.com nada.email abyssmail.com boximail.com clrmail.com dropjar.com getairmail.com
givmail.com inboxbear.com robot-mail.com tafmail.com vomoto.com zetmail.com
# Moakt (Arabic "bareed" service) and its alternate domains
moakt.com moakt.cc moakt.co moakt.ws tmail.ws tmails.net teml.net bareed.ws disbox.net disbox.org
# Mohmal (popular in the Arab world)
mohmal.com mohmal.in mohmal.im
# Dropmail and its alternate domains
dropmail.me 10mail.org yomail.info emltmp.com emlpro.com emlhub.com freeml.net
# 1secmail and its alternate domains
1secmail.com 1secmail.net 1secmail.org esiix.com wwjmp.com xojxe.com yoggm.com kzccv.com
qiott.com wuuvo.com icznn.com ezztt.com vjuum.com
# Fake Mail Generator
fakemailgenerator.com armyspy.com cuvox.de dayrep.com einrot.com fleckens.hu gustr.com
jourrapide.com rhyta.com superrito.com teleworm.us
# Spamgourmet, Spambog, Spamfree24 and other spam-named services
spamgourmet.com spamgourmet.net spamgourmet.org spambog.com spambog.de spambog.ru
spamfree24.com spamfree24.de spamfree24.eu spamfree24.info spamfree24.net spamfree24.org
spambox.us spambox.info spamex.com spaml.com spaml.de spammotel.com spamspot.com spamavert.com
spamday.com spamcero.com spamdecoy.net spamhole.com spamify.com spaminator.de spamkill.info
spamobox.com spamoff.de spamslicer.com spamstack.net spamthis.co.uk spamtrail.com spamtroll.net
spambob.com spambob.net spambob.org spamcannon.com spamcannon.net spamcowboy.com spamcowboy.net
spamcowboy.org spamcorptastic.com spamgoes.in spam.la spam.su
# Other long-running throwaway services
maildrop.cc dispostable.com throwawaymail.com throwawayemailaddress.com fakeinbox.com
mintemail.com mailnesia.com mailcatch.com mailnull.com mailsac.com mailpoof.com inboxkitten.com
harakirimail.com discard.email discardmail.com discardmail.de emailondeck.com burnermail.io
33mail.com fakemail.net fakemail.fr emailfake.com generator.email minuteinbox.com
crazymailing.com anonbox.net anonymbox.com antispam.de bugmenot.com bumpymail.com
centermail.com centermail.net cheatmail.de curryworld.de cust.in dacoolest.com dandikmail.com
deadaddress.com deadspam.com despam.it despammed.com dfgh.net digitalsanctuary.com
disposableaddress.com disposableemailaddresses.com disposableinbox.com dispose.it
disposeamail.com disposemail.com dodgeit.com dodgit.com dodgit.org donemail.ru dontreg.com
dontsendmespam.de drdrb.com dump-email.info dumpandjunk.com dumpmail.de dumpyemail.com e4ward.com
email60.com emaildienst.de emailias.com emailigo.de emailmiser.com emailsensei.com
emailto.de emailwarden.com emailxfer.com emeil.in emeil.ir emz.net enterto.com ephemail.net
etranquil.com etranquil.net etranquil.org explodemail.com eyepaste.com fakeinformation.com
fansworldwide.de filzmail.com fizmail.com fr33mail.info frapmail.com front14.org
fux0ringduh.com garliclife.com get1mail.com get2mail.fr getmails.eu getonemail.com
getonemail.net ghosttexter.de gishpuppy.com great-host.in greensloth.com gsrv.co.uk h8s.org
haltospam.com hatespam.org herp.in hidemail.de hmamail.com hopemail.biz hulapla.de
ieatspam.eu ieatspam.info ieh-mail.de ihateyoualot.info iheartspam.org imails.info
inboxalias.com inboxclean.com inboxclean.org incognitomail.com incognitomail.net
incognitomail.org insorg-mail.info instant-mail.de ipoo.org irish2me.com jnxjn.com
junk1e.com kasmail.com kaspop.com keepmymail.com killmail.com killmail.net klassmaster.com
klzlk.com koszmail.pl lawlita.com lhsdv.com lifebyfood.com link2mail.net litedrop.com
lookugly.com lortemail.dk lovemeleaveme.com lr78.com m4ilweb.info maboard.com
mail1a.de mail21.cc mail2rss.org mail333.com mail4trash.com mailbidon.com maileater.com
mailexpire.com mailforspam.com mailfreeonline.com mailguard.me mailin8r.com mailincubator.com
mailme24.com mailmetrash.com mailmoat.com mailscrap.com mailseal.de mailsiphon.com
mailslapping.com mailslite.com mailtemp.info mailzilla.com mailzilla.org meinspamschutz.de
meltmail.com messagebeamer.de mierdamail.com mt2009.com mt2014.com mycleaninbox.net
mymail-in.net mypartyclip.de myphantomemail.com myspamless.com mytrashmail.com nepwk.com
nervmich.net nervtmich.net netmails.com netmails.net netzidiot.de neverbox.com no-spam.ws
nobulk.com noclickemail.com nogmailspam.info nomail2me.com nomorespamemails.com nonspam.eu
nonspammer.de nospam4.us nospamfor.us nospammail.net nospamthanks.info notsharingmy.info
nowmymail.com nurfuerspam.de odnorazovoe.ru oneoffemail.com onewaymail.com
oopi.org owlpic.com pookmail.com privy-mail.com privymail.de punkass.com quickinbox.com
recode.me recursor.net regbypass.com rejectmail.com rklips.com rmqkr.net rppkn.com rtrtr.com
s0ny.net safersignup.de safetypost.de sandelf.de saynotospams.com schafmail.de
selfdestructingmail.com shieldedmail.com shiftmail.com shitmail.me shitware.nl skeefmail.com
slaskpost.se smashmail.de smellfear.com snakemail.com sneakemail.com snkmail.com sofimail.com
sofort-mail.de soodonims.com spoofmail.de stuffmail.de supergreatmail.com supermailer.jp
thanksnospam.info thankyou2010.com tilien.com tittbit.in trbvm.com trialmail.de
turual.com twinmail.de tyldd.com uggsrock.com uplipht.com venompen.com viditag.com
viewcastmedia.com viewcastmedia.net viewcastmedia.org webm4il.info wegwerfadresse.de
wegwerfemail.de wetrainbayarea.com wetrainbayarea.org wh4f.org whyspam.me willselfdestruct.com
winemaven.info wronghead.com wuzup.net wuzupmail.net xagloo.com xemaps.com xents.com xmaily.com
xoxy.net yep.it yogamaven.com yuurok.com zoemail.com zoemail.net zoemail.org
0-mail.com 0815.ru 0clickemail.com 0wnd.net 0wnd.org 1chuan.com 1pad.de 1zhuan.com 20mail.it
2prong.com 4warding.com 4warding.net 4warding.org 6paq.com 6url.com 7tags.com 9ox.net a-bc.net
afrobacon.com amilegit.com anonymail.dk antichef.com antichef.net beefmilk.com bio-muesli.net
bofthew.com brefmail.com bsnow.net chogmail.com cosmorph.com cubiclink.com
# Chinese throwaway services
bccto.me chacuo.net linshiyouxiang.net
`;

/** Every listed domain, lower-case. Exported for tests and for callers that need the raw list. */
export const DISPOSABLE_DOMAINS: ReadonlySet<string> = new Set(
  LIST.replace(/#.*$/gm, '').split(/\s+/).filter(Boolean),
);

/** Lower-cased domain of an address or bare domain, without surrounding spaces or a trailing dot. */
function domainOf(emailOrDomain: string): string {
  const at = emailOrDomain.lastIndexOf('@');
  const domain = at === -1 ? emailOrDomain : emailOrDomain.slice(at + 1);
  return domain.trim().toLowerCase().replace(/\.+$/, '');
}

/**
 * Whether an address (`ali@mailinator.com`) or a bare domain (`mailinator.com`) belongs to a
 * disposable mail service. Case-insensitive, ignores a trailing dot, and matches subdomains
 * (`x.mailinator.com`), since several services hand out addresses on arbitrary subdomains.
 */
export function isDisposableEmailDomain(emailOrDomain: string): boolean {
  const labels = domainOf(emailOrDomain).split('.');
  // Check the domain itself and every parent with at least two labels.
  for (let i = 0; i + 2 <= labels.length; i++) {
    if (DISPOSABLE_DOMAINS.has(labels.slice(i).join('.'))) return true;
  }
  return false;
}
