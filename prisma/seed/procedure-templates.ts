// The procedure templates every organization can start from, in English and Danish. Written for
// this product as general good practice; an organization adapts its copy to its own sites, roles
// and the rules that apply to it. Seeded once, when no template exists yet.
import type { SeedClient } from "./client";

type Template = {
  category: "CHEMICALS" | "WASTE" | "INCIDENTS" | "ENERGY" | "EMERGENCY";
  titleEn: string;
  contentEn: string;
  titleDa: string;
  contentDa: string;
};

export const PROCEDURE_TEMPLATES: Template[] = [
  {
    category: "CHEMICALS",
    titleEn: "Handling a chemical spill",
    contentEn: `<h2>Purpose</h2>
<p>To stop a spill of a chemical product quickly and safely, so that nobody is harmed and nothing reaches drains, soil or water.</p>
<h2>Who</h2>
<p>Everyone who works with chemicals. The area supervisor leads the clean-up.</p>
<h2>What to do</h2>
<ol>
<li>Warn the people nearby and keep them away from the spill. If anyone has been exposed, give first aid first: see the safety data sheet, section 4.</li>
<li>Look up the product's safety data sheet (sections 6 to 8) and put on the protective equipment it requires.</li>
<li>Stop the source if it is safe to do so: close the container, turn it upright, close the valve.</li>
<li>Protect drains and floor gutters with covers or absorbent booms before the spill reaches them.</li>
<li>Soak up the liquid with absorbent from the spill kit. Never rinse it away with water.</li>
<li>Put the used absorbent in a closed, labelled container and dispose of it as hazardous waste.</li>
<li>Refill the spill kit and report the spill as an incident the same day.</li>
</ol>
<h2>If the spill is large or out of control</h2>
<p>Leave the area, call 112 and the emergency contact on the site plan, and meet the emergency services at the entrance with the safety data sheet.</p>`,
    titleDa: "Håndtering af kemikaliespild",
    contentDa: `<h2>Formål</h2>
<p>At standse spild af et kemisk produkt hurtigt og sikkert, så ingen kommer til skade, og intet når kloak, jord eller vand.</p>
<h2>Hvem</h2>
<p>Alle, der arbejder med kemikalier. Områdets leder har ansvaret for oprydningen.</p>
<h2>Sådan gør du</h2>
<ol>
<li>Advar dem, der er i nærheden, og hold dem væk fra spildet. Hvis nogen er blevet udsat for stoffet, så giv førstehjælp først: se sikkerhedsdatabladet, punkt 4.</li>
<li>Find produktets sikkerhedsdatablad (punkt 6 til 8), og tag de værnemidler på, som det kræver.</li>
<li>Stop kilden, hvis det kan gøres sikkert: luk beholderen, vend den rigtigt, luk ventilen.</li>
<li>Beskyt afløb og gulvriste med afdækning eller absorberende pølser, før spildet når dem.</li>
<li>Opsug væsken med absorberingsmiddel fra spildkittet. Skyl den aldrig væk med vand.</li>
<li>Læg det brugte absorberingsmiddel i en lukket, mærket beholder, og bortskaf det som farligt affald.</li>
<li>Fyld spildkittet op igen, og indberet spildet som en hændelse samme dag.</li>
</ol>
<h2>Hvis spildet er stort eller ude af kontrol</h2>
<p>Forlad området, ring 112 og til nødkontakten på områdeplanen, og tag imod redningstjenesten ved indgangen med sikkerhedsdatabladet.</p>`,
  },
  {
    category: "WASTE",
    titleEn: "Waste sorting",
    contentEn: `<h2>Purpose</h2>
<p>To sort waste where it arises, so that as much as possible is recycled and hazardous waste is kept apart and handled safely.</p>
<h2>The fractions</h2>
<ul>
<li><strong>Metal</strong>: swarf, offcuts and empty metal packaging without residues.</li>
<li><strong>Cardboard and paper</strong>: clean and dry, folded flat.</li>
<li><strong>Plastic</strong>: clean film and hard plastic, sorted as the bins are marked.</li>
<li><strong>Hazardous waste</strong>: oil, oily rags, paint, solvents, aerosol cans, batteries and fluorescent tubes, each in its own closed and labelled container.</li>
<li><strong>Residual waste</strong>: only what fits none of the fractions above.</li>
</ul>
<h2>Rules</h2>
<ol>
<li>Put waste in the right container at once; if in doubt, ask the area supervisor.</li>
<li>Never mix hazardous waste with other waste or with other kinds of hazardous waste.</li>
<li>Keep lids on containers for hazardous waste and store them on a drip tray.</li>
<li>Tell the area supervisor when a container is three-quarters full, so that collection can be ordered.</li>
</ol>`,
    titleDa: "Affaldssortering",
    contentDa: `<h2>Formål</h2>
<p>At sortere affaldet der, hvor det opstår, så mest muligt genanvendes, og farligt affald holdes adskilt og håndteres sikkert.</p>
<h2>Fraktionerne</h2>
<ul>
<li><strong>Metal</strong>: spåner, afskær og tom metalemballage uden rester.</li>
<li><strong>Pap og papir</strong>: rent og tørt, foldet sammen.</li>
<li><strong>Plast</strong>: ren folie og hård plast, sorteret som containerne er mærket.</li>
<li><strong>Farligt affald</strong>: olie, olieklude, maling, opløsningsmidler, spraydåser, batterier og lysstofrør, hver i sin egen lukkede og mærkede beholder.</li>
<li><strong>Restaffald</strong>: kun det, der ikke hører til nogen af fraktionerne ovenfor.</li>
</ul>
<h2>Regler</h2>
<ol>
<li>Læg affaldet i den rigtige beholder med det samme; spørg områdets leder, hvis du er i tvivl.</li>
<li>Bland aldrig farligt affald med andet affald eller med andre slags farligt affald.</li>
<li>Hold låg på beholdere med farligt affald, og stil dem på en spildbakke.</li>
<li>Giv områdets leder besked, når en beholder er trekvart fuld, så afhentning kan bestilles.</li>
</ol>`,
  },
  {
    category: "INCIDENTS",
    titleEn: "Reporting an incident",
    contentEn: `<h2>Purpose</h2>
<p>To report accidents, near misses and environmental incidents quickly, so that we can help those involved, prevent the same thing from happening again and meet our duty to notify the authorities.</p>
<h2>What to report</h2>
<ul>
<li>Accidents with injury, however small.</li>
<li>Near misses: something that could have caused injury or damage but did not.</li>
<li>Spills, emissions and other incidents that affect or could affect the environment.</li>
<li>Unsafe conditions you notice, such as a missing guard or a blocked escape route.</li>
</ul>
<h2>How</h2>
<ol>
<li>Make the place safe and get help for anyone injured.</li>
<li>Tell your immediate manager at once.</li>
<li>Register the incident in the system the same day: what happened, where, when, who was involved and what was done straight away.</li>
<li>The manager investigates the causes with those involved and the safety representative, and decides on actions.</li>
<li>The OHS or environmental coordinator checks whether the authorities must be notified and by when.</li>
</ol>
<p>Reporting is never a matter of blame. Every report helps make the workplace safer.</p>`,
    titleDa: "Indberetning af en hændelse",
    contentDa: `<h2>Formål</h2>
<p>At indberette ulykker, nærved-hændelser og miljøhændelser hurtigt, så vi kan hjælpe de involverede, forhindre at det samme sker igen og overholde vores pligt til at anmelde til myndighederne.</p>
<h2>Hvad skal indberettes</h2>
<ul>
<li>Ulykker med skade, uanset hvor små de er.</li>
<li>Nærved-hændelser: noget, der kunne have ført til skade, men ikke gjorde det.</li>
<li>Spild, udledninger og andre hændelser, der påvirker eller kan påvirke miljøet.</li>
<li>Usikre forhold, du opdager, f.eks. en manglende afskærmning eller en blokeret flugtvej.</li>
</ul>
<h2>Sådan gør du</h2>
<ol>
<li>Gør stedet sikkert, og skaf hjælp til tilskadekomne.</li>
<li>Giv straks din nærmeste leder besked.</li>
<li>Registrér hændelsen i systemet samme dag: hvad der skete, hvor, hvornår, hvem der var involveret, og hvad der blev gjort med det samme.</li>
<li>Lederen undersøger årsagerne sammen med de involverede og arbejdsmiljørepræsentanten og beslutter handlinger.</li>
<li>Arbejdsmiljø- eller miljøkoordinatoren vurderer, om hændelsen skal anmeldes til myndighederne, og hvornår.</li>
</ol>
<p>En indberetning handler aldrig om skyld. Hver indberetning gør arbejdspladsen mere sikker.</p>`,
  },
  {
    category: "ENERGY",
    titleEn: "Taking meter readings",
    contentEn: `<h2>Purpose</h2>
<p>To read the site's meters for electricity, heating, water and fuel at fixed times, so that consumption and emissions can be followed and deviations found early.</p>
<h2>When</h2>
<p>On the first working day of each month, before 10 o'clock, and additionally when a meter is replaced.</p>
<h2>How</h2>
<ol>
<li>Take the list of meters with their numbers and locations.</li>
<li>For each meter, check that the meter number matches the list.</li>
<li>Read the full value with all digits before the decimal point, in the unit the meter shows.</li>
<li>Take a photo of the display as documentation.</li>
<li>Enter the reading and the date in the system the same day and attach the photo.</li>
<li>If the consumption differs clearly from the same month last year, or the meter looks damaged, tell the energy coordinator.</li>
</ol>
<h2>When a meter is replaced</h2>
<p>Read the old meter's final value and the new meter's start value on the same day, and record both.</p>`,
    titleDa: "Aflæsning af målere",
    contentDa: `<h2>Formål</h2>
<p>At aflæse virksomhedens målere for el, varme, vand og brændsel på faste tidspunkter, så forbrug og udledninger kan følges, og afvigelser opdages tidligt.</p>
<h2>Hvornår</h2>
<p>På den første arbejdsdag i hver måned inden kl. 10 og desuden, når en måler udskiftes.</p>
<h2>Sådan gør du</h2>
<ol>
<li>Tag listen over målere med deres numre og placering.</li>
<li>Kontrollér ved hver måler, at målernummeret passer med listen.</li>
<li>Aflæs hele værdien med alle cifre før kommaet, i den enhed måleren viser.</li>
<li>Tag et billede af displayet som dokumentation.</li>
<li>Indtast aflæsningen og datoen i systemet samme dag, og vedhæft billedet.</li>
<li>Giv energikoordinatoren besked, hvis forbruget tydeligt afviger fra samme måned sidste år, eller hvis måleren ser beskadiget ud.</li>
</ol>
<h2>Når en måler udskiftes</h2>
<p>Aflæs den gamle målers slutværdi og den nye målers startværdi samme dag, og registrér begge.</p>`,
  },
  {
    category: "EMERGENCY",
    titleEn: "Emergency preparedness",
    contentEn: `<h2>Purpose</h2>
<p>To be ready for fire, explosion, a large chemical release and serious accidents, so that everyone gets out safely and the consequences for people and the environment are kept small.</p>
<h2>Preparation</h2>
<ul>
<li>Escape routes, assembly point, fire extinguishers, first-aid kits, eye-wash stations and spill kits are marked on the site plan and checked every month.</li>
<li>Every employee knows the alarm signal, the nearest escape routes and the assembly point from the first working day.</li>
<li>An evacuation drill is held at least once a year and evaluated afterwards.</li>
<li>The list of emergency contacts and the register of chemicals with their safety data sheets are kept up to date and available at the entrance.</li>
</ul>
<h2>When the alarm sounds</h2>
<ol>
<li>Stop work and make machines safe if you can do so at once.</li>
<li>Leave by the nearest escape route; do not use lifts.</li>
<li>Go to the assembly point and report to the evacuation leader, who checks that everyone is out.</li>
<li>Do not go back in until the emergency services or the evacuation leader say so.</li>
</ol>
<h2>Afterwards</h2>
<p>Report the event as an incident, and review this procedure and the emergency plan in the light of what happened.</p>`,
    titleDa: "Beredskab",
    contentDa: `<h2>Formål</h2>
<p>At være forberedt på brand, eksplosion, store kemikalieudslip og alvorlige ulykker, så alle kommer sikkert ud, og følgerne for mennesker og miljø bliver så små som muligt.</p>
<h2>Forberedelse</h2>
<ul>
<li>Flugtveje, mødested, brandslukkere, førstehjælpskasser, øjenskyllestationer og spildkit er markeret på områdeplanen og kontrolleres hver måned.</li>
<li>Alle medarbejdere kender alarmsignalet, de nærmeste flugtveje og mødestedet fra første arbejdsdag.</li>
<li>Der holdes evakueringsøvelse mindst en gang om året, og øvelsen evalueres bagefter.</li>
<li>Listen over nødkontakter og kemikalielisten med sikkerhedsdatablade holdes opdateret og er tilgængelige ved indgangen.</li>
</ul>
<h2>Når alarmen lyder</h2>
<ol>
<li>Stop arbejdet, og gør maskiner sikre, hvis det kan gøres med det samme.</li>
<li>Forlad bygningen ad nærmeste flugtvej; brug ikke elevatorer.</li>
<li>Gå til mødestedet, og meld dig til evakueringslederen, som kontrollerer, at alle er ude.</li>
<li>Gå ikke ind igen, før redningstjenesten eller evakueringslederen giver besked.</li>
</ol>
<h2>Bagefter</h2>
<p>Indberet hændelsen, og gennemgå denne procedure og beredskabsplanen i lyset af det, der skete.</p>`,
  },
];

/** The templates, once; answers how many were written (0 when they were there already). */
export async function seedProcedureTemplates(db: SeedClient): Promise<number> {
  if (await db.procedureTemplate.count()) return 0;
  await db.procedureTemplate.createMany({
    data: PROCEDURE_TEMPLATES.map((template) => ({ ...template, title: template.titleEn })),
  });
  return PROCEDURE_TEMPLATES.length;
}
