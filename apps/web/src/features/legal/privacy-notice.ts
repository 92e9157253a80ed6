/**
 * The privacy notice in both product languages. The /gdpr page has its own fi/sv switch (spec 01 §2, default sv)
 * that is independent of the interface language, so the notice is held as content per language here rather than as
 * interface messages in the catalogues. The data controller's contact details are left out (spec 02 §1).
 */
interface NoticeSection {
  title: string;
  paragraphs: string[];
  list?: string[];
}

interface PrivacyNotice {
  title: string;
  updated: string;
  sections: NoticeSection[];
}

export const PRIVACY_NOTICE: Record<'sv' | 'fi', PrivacyNotice> = {
  sv: {
    title: 'Dataskyddsbeskrivning för Vikariat',
    updated: 'Gäller från 1.11.2026',
    sections: [
      {
        title: 'Vad tjänsten gör',
        paragraphs: [
          'Vikariat förmedlar vikariat mellan skolor, förskolor och daghem och vikarier. Skolor lägger ut vikariat, vikarier anmäler sig och skolan väljer vem som tar vikariatet. I den här beskrivningen berättar vi vilka personuppgifter tjänsten behandlar, varför och hur länge, och vilka rättigheter du har enligt EU:s dataskyddsförordning (GDPR).',
          'Personuppgiftsansvarig är den organisation som tillhandahåller tjänsten. Du når oss via Support under Inställningar i appen.',
        ],
      },
      {
        title: 'Vilka uppgifter vi behandlar',
        paragraphs: ['Vi behandlar endast uppgifter som behövs för tjänsten:'],
        list: [
          'Konto: förnamn, efternamn, e-postadress, telefonnummer, språk, kontotyp och lösenordet i hashad form (vi kan aldrig läsa ditt lösenord).',
          'Vikariens profil: födelsedatum och ålder, adress, modersmål och språk, status (lärare, studerande eller annan), kommuner där du vill arbeta, utbildning, examen, behörigheter, studier, arbetserfarenhet, profilbild och uppgift om verifierad identitet.',
          'Utdrag ur straffregistret: endast om du har ett giltigt utdrag och dess sista giltighetsdag. Själva utdraget sparas inte i tjänsten.',
          'Skolans personal: skola, årskurser och lärartyp.',
          'Användning: vikariat du har lagt ut, anmält dig till, dolt eller blivit vald till, samt skolor du har blockerat.',
          'Tekniska uppgifter: inloggningar, sessioner, synkroniseringslogg (tidpunkt, enhet, vad som skickades och resultat) och prenumerationer på pushnotiser.',
        ],
      },
      {
        title: 'Varför vi behandlar uppgifterna och med vilken rätt',
        paragraphs: [
          'Vi behandlar uppgifterna för att kunna tillhandahålla tjänsten enligt användarvillkoren (avtal): för att skapa ditt konto, visa vikariat i dina kommuner, förmedla anmälningar och meddela när du blir vald.',
          'Den som arbetar med barn ska visa upp ett utdrag ur straffregistret (lagen om kontroll av brottslig bakgrund hos personer som arbetar med barn, 504/2002). Utdraget bör vara högst 6 månader gammalt när det visas upp för skolan. Skolan granskar själva utdraget; tjänsten sparar bara giltighetsdagen så att skolan vet att uppgiften finns.',
          'Inloggnings- och synkroniseringsloggar behövs för tjänstens säkerhet och för att utreda fel (berättigat intresse). Pushnotiser och e-post om nya vikariat skickas endast om du har valt det (samtycke), och du kan stänga av dem under Inställningar.',
        ],
      },
      {
        title: 'Vem ser dina uppgifter',
        paragraphs: [
          'En skola ser din profil bara medan du har en anmälan till ett av dess vikariat, om den har valt dig eller om den har sparat dig som favorit efter en anmälan. Skolans rektor och lärare ser då ditt namn, din e-post, bild, status, utbildning, behörigheter, erfarenhet, språk, ålder och giltighetsdagen för ditt utdrag ur straffregistret. Telefonnummer, adress och födelsedatum ser skolan först när den har valt dig. En skola som du har blockerat ser dig inte. Skolan ser hur många som har öppnat ett vikariat, men vem bara om hen också har anmält sig. Dina kommuner, ditt fria statusfält och dina dolda vikariat ser ingen skola.',
          'Skolans telefonnummer och bifogade filer ser vikarien först när hen har blivit vald.',
          'Vi använder underleverantörer för drift av servrar, utskick av e-post och pushnotiser och för stark identifiering. De behandlar uppgifterna endast för vår räkning. Om uppgifter skulle överföras utanför EU/ESS sker det endast med de skyddsåtgärder som dataskyddsförordningen kräver.',
        ],
      },
      {
        title: 'Hur länge vi sparar uppgifterna',
        paragraphs: [],
        list: [
          'Kontot och profilen sparas tills du raderar kontot. Du kan radera det själv på din profilsida.',
          'En registrering som inte aktiveras inom 24 timmar låses och kan bara låsas upp av supporten.',
          'Vikariat raderas automatiskt 24 timmar efter att de har ägt rum.',
          'När ett konto raderas tas profilen, bilden, sessionerna och anmälningarna bort, och dina uppgifter i loggarna ersätts med en pseudonym.',
          'Är du bokad till ett vikariat som inte är slut när du raderar kontot, avbokas det och skolan får veta det, utan ditt namn. Har en skola valt att inte erbjuda dig sina vikariat, sparas det beslutet efter raderingen bara som ett med nyckel beräknat hashvärde av din e-postadress, så att det gäller igen om ett nytt konto skapas med samma adress.',
          'Bokföringsmaterial, till exempel fakturor för skolornas licenser, sparas i minst 10 år enligt bokföringslagen.',
        ],
      },
      {
        title: 'Uppgifter på din enhet',
        paragraphs: [
          'Appen sparar din inloggning och en kopia av dina vikariat och anmälningar i webbläsarens lagring så att den fungerar även utan nätverk. Kakan _lang kommer ihåg vilket språk du har valt. När du verifierar din identitet sparas dessutom en tillfällig kaka (vk_identity) i högst tio minuter, så att identifieringen bara kan slutföras i den webbläsare där du startade den. När du loggar ut eller raderar kontot töms uppgifterna på enheten. Åtgärder som du har gjort utan nätverk och som ännu inte har skickats (till exempel en anmälan) sparas tills du loggar in igen på samma enhet och skickas då. Raderar du kontot tas även de bort.',
        ],
      },
      {
        title: 'Säkerhet',
        paragraphs: [
          'All trafik är krypterad. Lösenord sparas hashade med argon2id, sessioner kan återkallas och upprepade felaktiga inloggningsförsök bromsas. Endast behörig personal har tillgång till uppgifterna.',
        ],
      },
      {
        title: 'Dina rättigheter',
        paragraphs: [
          'Du har rätt att få veta vilka uppgifter vi har om dig och få en kopia av dem, att rätta felaktiga uppgifter (det mesta kan du ändra själv på profilsidan), att få uppgifterna raderade, att begränsa eller invända mot behandlingen och att få uppgifterna i ett maskinläsbart format. Kontakta oss via Support för att använda dina rättigheter.',
          'Om du anser att vi behandlar dina uppgifter i strid med lagen kan du lämna klagomål till Dataombudsmannens byrå (tietosuoja.fi).',
        ],
      },
    ],
  },
  fi: {
    title: 'Vikariat-palvelun tietosuojaseloste',
    updated: 'Voimassa 1.11.2026 alkaen',
    sections: [
      {
        title: 'Mitä palvelu tekee',
        paragraphs: [
          'Vikariat välittää sijaisuuksia koulujen, esikoulujen ja päiväkotien sekä sijaisten välillä. Koulut julkaisevat sijaisuuksia, sijaiset ilmoittautuvat ja koulu valitsee sijaisen. Tässä selosteessa kerromme, mitä henkilötietoja palvelu käsittelee, miksi ja kuinka kauan, sekä mitkä oikeudet sinulla on EU:n yleisen tietosuoja-asetuksen (GDPR) mukaan.',
          'Rekisterinpitäjä on palvelun tarjoava organisaatio. Tavoitat meidät sovelluksen Asetukset-kohdan Tuki-lomakkeella.',
        ],
      },
      {
        title: 'Mitä tietoja käsittelemme',
        paragraphs: ['Käsittelemme vain palvelun kannalta tarpeellisia tietoja:'],
        list: [
          'Tili: etunimi, sukunimi, sähköpostiosoite, puhelinnumero, kieli, tilityyppi ja salasana tiivisteenä (emme voi koskaan lukea salasanaasi).',
          'Sijaisen profiili: syntymäaika ja ikä, osoite, äidinkieli ja kielet, asema (opettaja, opiskelija tai muu), kunnat, joissa haluat työskennellä, koulutus, tutkinto, pätevyydet, opinnot, työkokemus, profiilikuva ja tieto vahvistetusta henkilöllisyydestä.',
          'Rikosrekisteriote: vain tieto voimassa olevasta otteesta ja sen viimeinen voimassaolopäivä. Itse otetta ei tallenneta palveluun.',
          'Koulun henkilökunta: koulu, luokka-asteet ja opettajatyyppi.',
          'Käyttö: julkaisemasi sijaisuudet, sijaisuudet, joihin olet ilmoittautunut, jotka olet piilottanut tai joihin sinut on valittu, sekä estämäsi koulut.',
          'Tekniset tiedot: kirjautumiset, istunnot, synkronointiloki (aika, laite, mitä lähetettiin ja tulos) sekä push-ilmoitusten tilaukset.',
        ],
      },
      {
        title: 'Miksi käsittelemme tietoja ja millä perusteella',
        paragraphs: [
          'Käsittelemme tietoja, jotta voimme tarjota palvelun käyttöehtojen mukaisesti (sopimus): luodaksemme tilisi, näyttääksemme sijaisuudet kunnissasi, välittääksemme ilmoittautumiset ja kertoaksemme, kun sinut valitaan.',
          'Lasten kanssa työskentelevän on esitettävä rikosrekisteriote (laki lasten kanssa työskentelevien rikostaustan selvittämisestä, 504/2002). Otteen tulisi olla enintään 6 kuukautta vanha, kun se esitetään koululle. Koulu tarkistaa itse otteen; palvelu tallentaa vain voimassaolopäivän, jotta koulu tietää tiedon olevan olemassa.',
          'Kirjautumis- ja synkronointilokit tarvitaan palvelun turvallisuuteen ja vikojen selvittämiseen (oikeutettu etu). Push-ilmoitukset ja sähköpostit uusista sijaisuuksista lähetetään vain, jos olet valinnut ne (suostumus), ja voit poistaa ne käytöstä Asetuksissa.',
        ],
      },
      {
        title: 'Kuka näkee tietosi',
        paragraphs: [
          'Koulu näkee profiilisi vain niin kauan kuin sinulla on ilmoittautuminen johonkin sen sijaisuuteen, se on valinnut sinut tai se on tallentanut sinut suosikiksi ilmoittautumisen jälkeen. Koulun rehtori ja opettajat näkevät silloin nimesi, sähköpostisi, kuvan, aseman, koulutuksen, pätevyydet, kokemuksen, kielet, iän ja rikosrekisteriotteesi voimassaolopäivän. Puhelinnumerosi, osoitteesi ja syntymäaikasi koulu näkee vasta, kun se on valinnut sinut. Koulu, jonka olet estänyt, ei näe sinua. Koulu näkee, kuinka moni on avannut sijaisuuden, mutta kuka, vain jos hän on myös ilmoittautunut. Kuntiasi, vapaata asemakenttääsi ja piilottamiasi sijaisuuksia mikään koulu ei näe.',
          'Koulun puhelinnumeron ja liitetiedostot sijainen näkee vasta, kun hänet on valittu.',
          'Käytämme alihankkijoita palvelinten ylläpitoon, sähköpostien ja push-ilmoitusten lähettämiseen sekä vahvaan tunnistautumiseen. Ne käsittelevät tietoja vain meidän lukuumme. Jos tietoja siirrettäisiin EU:n/ETA:n ulkopuolelle, se tapahtuu vain tietosuoja-asetuksen edellyttämin suojatoimin.',
        ],
      },
      {
        title: 'Kuinka kauan säilytämme tietoja',
        paragraphs: [],
        list: [
          'Tili ja profiili säilytetään, kunnes poistat tilin. Voit poistaa sen itse profiilisivullasi.',
          'Rekisteröityminen, jota ei aktivoida 24 tunnin kuluessa, lukitaan, ja sen voi avata vain tuki.',
          'Sijaisuudet poistetaan automaattisesti 24 tuntia niiden päättymisen jälkeen.',
          'Kun tili poistetaan, profiili, kuva, istunnot ja ilmoittautumiset poistetaan, ja tietosi lokeissa korvataan pseudonyymillä.',
          'Jos olet tiliä poistaessasi varattuna sijaisuuteen, joka ei ole vielä päättynyt, varaus perutaan ja koulu saa siitä tiedon ilman nimeäsi. Jos koulu on päättänyt, ettei sinulle tarjota sen sijaisuuksia, päätös säilytetään poiston jälkeen vain sähköpostiosoitteestasi avaimella laskettuna tiivisteenä, jotta se on taas voimassa, jos samalla osoitteella luodaan uusi tili.',
          'Kirjanpitoaineisto, kuten koulujen lisenssien laskut, säilytetään vähintään 10 vuotta kirjanpitolain mukaisesti.',
        ],
      },
      {
        title: 'Tiedot laitteellasi',
        paragraphs: [
          'Sovellus tallentaa kirjautumisesi sekä kopion sijaisuuksistasi ja ilmoittautumisistasi selaimen tallennustilaan, jotta se toimii myös ilman verkkoyhteyttä. Eväste _lang muistaa valitsemasi kielen. Kun vahvistat henkilöllisyytesi, selaimeen tallennetaan lisäksi väliaikainen eväste (vk_identity) enintään kymmeneksi minuutiksi, jotta tunnistautumisen voi viedä loppuun vain siinä selaimessa, jossa aloitit sen. Kun kirjaudut ulos tai poistat tilin, laitteella olevat tiedot tyhjennetään. Ilman verkkoyhteyttä tekemäsi toiminnot, joita ei ole vielä lähetetty (esimerkiksi ilmoittautuminen), säilytetään, kunnes kirjaudut uudelleen sisään samalla laitteella, ja lähetetään silloin. Jos poistat tilin, nekin poistetaan.',
        ],
      },
      {
        title: 'Tietoturva',
        paragraphs: [
          'Kaikki liikenne on salattu. Salasanat tallennetaan argon2id-tiivisteinä, istunnot voidaan mitätöidä ja toistuvia virheellisiä kirjautumisyrityksiä hidastetaan. Tietoihin pääsee vain valtuutettu henkilöstö.',
        ],
      },
      {
        title: 'Oikeutesi',
        paragraphs: [
          'Sinulla on oikeus saada tietää, mitä tietoja meillä on sinusta, ja saada niistä kopio, oikaista virheelliset tiedot (useimmat voit muuttaa itse profiilisivulla), saada tiedot poistetuiksi, rajoittaa käsittelyä tai vastustaa sitä sekä saada tiedot koneluettavassa muodossa. Ota yhteyttä Tuki-lomakkeella käyttääksesi oikeuksiasi.',
          'Jos katsot, että käsittelemme tietojasi lainvastaisesti, voit tehdä valituksen tietosuojavaltuutetun toimistolle (tietosuoja.fi).',
        ],
      },
    ],
  },
};
