/**
 * Occupations and trades as people name them in a chat (issue 32 item 3, round 5): a curated list in plain English,
 * ISCO/SOC-style, with UK, US, Indian and Australian words. One-word titles are heads ("driver", "guide"): a title is
 * a head with the words before it ("bus driver", "safari guide", "junior architect"). Multi-word titles are listed
 * where the head alone is no job or says something else ("cabin crew", "call centre agent", "stay at home mum").
 * NOTE: hobbies and family words are no jobs here ("gamer", "runner", "mum", "fan"); see HOBBY_NOUNS too.
 */
const HEADS = `
accountant actor actress acupuncturist administrator advisor adviser agent analyst anaesthetist anesthesiologist animator
apprentice archaeologist architect archivist artist assistant astronaut astronomer athlete attendant attorney auctioneer
audiologist auditor author baker banker barber barista barrister bartender beautician biologist blacksmith boilermaker
bookkeeper bricklayer brickie broker builder butcher butler buyer cabbie captain caregiver careworker carer carpenter
cartographer cashier caterer chauffeur chef chemist chippy chippie chiropractor choreographer cleaner clerk coach
columnist comedian composer concierge conductor constable consultant contractor cook coordinator copywriter coroner
counsellor counselor courier croupier curator dancer decorator deckhand dentist designer detective developer dietitian
dietician diplomat director dispatcher diver dj docker doctor doorman draughtsman draftsman driver drummer economist
editor educator electrician embalmer engineer entrepreneur estimator examiner executive farmer farmhand fireman firefighter
fisherman fishmonger fitter florist footballer forester freelancer gardener geologist glazier goldsmith groundsman
groundskeeper guard guide gynaecologist gynecologist hairdresser hairstylist handyman headteacher headmaster headmistress
homemaker horticulturist hostess housekeeper housewife hygienist illustrator influencer inspector installer instructor
interpreter intern investigator jeweller jeweler joiner journalist judge janitor labourer laborer landlord landscaper
lawyer lecturer librarian lifeguard linguist locksmith machinist magistrate manager marketer mason masseuse masseur
mathematician mechanic medic merchandiser midwife miner model musician nanny navigator negotiator neurologist neurosurgeon
notary nurse nutritionist obstetrician officer oncologist operator ophthalmologist optician optometrist orderly
orthodontist osteopath paediatrician pediatrician painter paralegal paramedic pastor pathologist pharmacist
philosopher photographer physician physicist physio physiotherapist pianist picker pilot planner plasterer plumber
podiatrist policeman policewoman politician porter postie postman postwoman potter priest principal producer professor
programmer projectionist promoter proofreader psychiatrist psychologist psychotherapist publican publisher purser
radiographer radiologist rapper realtor receptionist recruiter referee registrar reporter researcher retailer rider
rigger roofer sailor salesman saleswoman salesperson scaffolder scientist screenwriter sculptor seafarer seaman
secretary shepherd shopkeeper signwriter singer solicitor sommelier songwriter sonographer sparky sparkie statistician
steward stewardess stockbroker storeman stylist supervisor surgeon surveyor tailor tattooist teacher technician
technologist teller therapist tiler tradie tradesman trader trainer translator trucker tutor typist upholsterer
undertaker valuer vet veterinarian videographer vlogger waiter waitress warden weaver webmaster welder winemaker worker
writer youtuber zookeeper
`;

/** Titles whose head alone is no job or names another ("crew", "rep", "hand"), kept whole. */
const TITLES = `
cabin crew|flight attendant|air hostess|air steward|call centre agent|call center agent|customer service rep|sales rep
|software dev|web dev|game dev|stay at home mum|stay at home mom|stay at home dad|store manager|shop assistant|team leader
|team lead|tech lead|care assistant|teaching assistant|health visitor|social worker|support worker|care worker|dock worker
|farm hand|deck hand|ranch hand|kitchen porter|line cook|sous chef|head chef|pastry chef|bin man|dustman|lollipop lady
|personal trainer|real estate agent|estate agent|travel agent|bank teller|data entry operator|it support|tech support
|delivery boy|delivery guy|delivery driver|forklift driver|fork lift driver|bus conductor|ticket inspector|lab tech
|nail tech|vet tech|pharmacy tech|dental nurse|vet nurse|mental health nurse|police officer|prison officer|army officer
|civil servant|public servant|house painter|tour guide|safari guide|mountain guide|fitness instructor|driving instructor
|yoga teacher|dance teacher|school teacher|primary teacher|high school teacher|uni lecturer|phd student|med student
|medical student|nursing student|law student|grad student|postdoc|undergrad|nun|monk|imam|rabbi|gp|cop|rep|dev|pa
`;

/** Words before a head that rank it, not name it: "junior architect" is an architect; kept in the title. */
export const RANKS = new Set(
  'junior senior head chief lead principal assistant trainee apprentice student qualified registered certified licensed ' +
    'freelance self-employed locum staff deputy associate graduate intern volunteer retired former ex'.split(/\s+/),
);

export const OCCUPATION_HEADS = new Set(HEADS.split(/\s+/).filter(Boolean));
export const OCCUPATION_TITLES = new Set(
  TITLES.split('|')
    .map((t) => t.trim().replace(/\s+/g, ' '))
    .filter(Boolean),
);

/** Words that make "a good cook", "a hard worker", "a terrible driver" a trait, not a job. */
export const TRAIT_WORDS = new Set(
  (
    'good great bad terrible awful amazing decent proud hard quick fast slow big huge little total complete real true natural ' +
    'born hopeless careful nervous confident better best worst crazy lazy picky fussy messy keen avid massive secret wannabe'
  ).split(' '),
);
