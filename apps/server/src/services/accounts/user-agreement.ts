import PDFDocument from 'pdfkit';

/**
 * The Swedish user policy (spec 01 §2 /user-agreement), written for this product and true to it: free for
 * substitutes, schools pay a yearly licence, data kept as the privacy notice says.
 */
const USER_AGREEMENT_SV: { title: string; sections: { heading: string; paragraphs: string[] }[] } = {
  title: 'Användarvillkor för Vikariat',
  sections: [
    {
      heading: '1. Tjänsten',
      paragraphs: [
        'Vikariat förmedlar vikariat mellan skolor, förskolor och daghem (skolor) och vikarier. Skolor publicerar vikariat, vikarier anmäler sig och skolan väljer vem som tar vikariatet. Vikariat är inte arbetsgivare: anställningen uppstår mellan skolan och vikarien.',
        'Tjänsten används som webbapp och kan installeras på telefon, surfplatta och dator. Den fungerar på svenska och finska.',
      ],
    },
    {
      heading: '2. Kostnader',
      paragraphs: [
        'Tjänsten är avgiftsfri för vikarier.',
        'Skolor betalar en årlig licens per skola enligt elevantal. Licensen ger skolans rektor och lärare rätt att publicera vikariat, se anmälningar och välja vikarier.',
      ],
    },
    {
      heading: '3. Konto',
      paragraphs: [
        'Du registrerar dig med dina egna, korrekta uppgifter och måste vara minst 18 år. Kontot aktiveras via en länk som skickas till din e-post. Ett konto som inte aktiveras inom 24 timmar låses och kan låsas upp av supporten.',
        'Du ansvarar för att hålla ditt lösenord hemligt. Lärare registrerar sig med en skolkod som skolan ger dem; rektorskonton godkänns av oss innan de kan användas.',
      ],
    },
    {
      heading: '4. Anmälningar och val',
      paragraphs: [
        'En bekräftad anmälan till ett vikariat är bindande: blir du vald förväntas du ta vikariatet. När du väljs till ett vikariat inaktiveras dina anmälningar till vikariat som krockar med det.',
        'Missbruk, upprepade sena avbokningar eller uteblivanden kan leda till att kontot stängs.',
      ],
    },
    {
      heading: '5. Personuppgifter',
      paragraphs: [
        'Vi behandlar dina uppgifter för att förmedla vikariat. Skolor ser de profiluppgifter som behövs för att välja vikarie (namn, kontaktuppgifter, utbildning, behörigheter, erfarenhet, språk och utdragets giltighetstid), aldrig dina kommuner eller ditt lösenord.',
        'Ett utdrag ur straffregistret bör inte vara äldre än 6 månader. Vikariat raderas automatiskt 24 timmar efter att de ägt rum. Bokföringsmaterial sparas i minst 10 år enligt lag.',
        'Du kan när som helst radera ditt konto i appen. Då raderas din profil, dina bilder, dina sessioner och dina anmälningar, och dina uppgifter i loggar avidentifieras.',
      ],
    },
    {
      heading: '6. Ändringar',
      paragraphs: [
        'Vi kan ändra villkoren. Väsentliga ändringar meddelas i appen innan de börjar gälla. Genom att fortsätta använda tjänsten godkänner du de nya villkoren.',
      ],
    },
  ],
};

let cached: Promise<Buffer> | undefined;

/** The policy as a PDF (generated once per process: the text is fixed). */
export function userAgreementPdf(): Promise<Buffer> {
  cached ??= new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: USER_AGREEMENT_SV.title, Author: 'Vikariat' }, lang: 'sv-SE' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(20).text(USER_AGREEMENT_SV.title);
    doc.moveDown();
    for (const section of USER_AGREEMENT_SV.sections) {
      doc.font('Helvetica-Bold').fontSize(13).text(section.heading);
      doc.moveDown(0.3);
      for (const paragraph of section.paragraphs) {
        doc.font('Helvetica').fontSize(11).text(paragraph, { align: 'left', lineGap: 2 });
        doc.moveDown(0.5);
      }
      doc.moveDown(0.5);
    }
    doc.end();
  });
  return cached;
}
