/**
 * The words a Spanish, French or German prompt uses for the things the offline engines can draw
 * and the settings they can paint, each with its English name: `english: es | fr | de`, several
 * spellings split by '/'. Written for the picture set, not machine-translated: the common noun a
 * person would type, singular, without its article. German compounds need not be listed whole:
 * a word ending in a listed noun is read as that noun ('Papierboot' is a boat).
 */
export const PROMPT_LEXICON = `
cat: gato/gata/gatito | chat/chaton | katze/kater/katzchen
dog: perro/perrito/cachorro | chien/chiot | hund/welpe
horse: caballo | cheval | pferd
cow: vaca | vache | kuh
pig: cerdo | cochon | schwein
sheep: oveja | mouton | schaf
chicken: gallina/pollo | poule/poulet | huhn
bird: pajaro/ave | oiseau | vogel
duck: pato | canard | ente
fish: pez/pescado | poisson | fisch
whale: ballena | baleine | wal
dolphin: delfin | dauphin | delfin
shark: tiburon | requin | hai
turtle: tortuga | tortue | schildkrote
frog: rana | grenouille | frosch
rabbit: conejo | lapin | hase/kaninchen
mouse: raton | souris | maus
fox: zorro | renard | fuchs
bear: oso | ours | bar
wolf: lobo | loup | wolf
lion: leon | lion | lowe
tiger: tigre | tigre | tiger
elephant: elefante | elephant | elefant
monkey: mono | singe | affe
giraffe: jirafa | girafe | giraffe
zebra: cebra | zebre | zebra
penguin: pinguino | manchot/pingouin | pinguin
owl: buho/lechuza | hibou/chouette | eule
eagle: aguila | aigle | adler
butterfly: mariposa | papillon | schmetterling
bee: abeja | abeille | biene
snake: serpiente | serpent | schlange
deer: ciervo/venado | cerf/biche | hirsch/reh
camel: camello | chameau | kamel
octopus: pulpo | pieuvre/poulpe | krake/oktopus
crab: cangrejo | crabe | krabbe
snail: caracol | escargot | schnecke
dragon: dragon | dragon | drache
seagull: gaviota | mouette/goeland | mowe
parrot: loro/papagayo | perroquet | papagei
car: coche/auto/carro | voiture | auto/wagen
taxi: taxi | taxi | taxi
bus: autobus/bus | bus/autobus | bus
truck: camion | camion | lastwagen/lkw
bicycle: bicicleta/bici | velo/bicyclette | fahrrad/rad
motorcycle: moto/motocicleta | moto | motorrad
train: tren | train | zug
airplane: avion | avion | flugzeug
helicopter: helicoptero | helicoptere | hubschrauber
rocket: cohete | fusee | rakete
boat: barco/barca/bote/lancha | bateau/barque | boot/schiff
sailboat: velero | voilier | segelboot
ship: buque/navio | navire | dampfer
hot air balloon: globo aerostatico | montgolfiere | heissluftballon
balloon: globo | ballon | ballon/luftballon
house: casa | maison | haus
castle: castillo | chateau | burg/schloss
lighthouse: faro | phare | leuchtturm
bridge: puente | pont | brucke
church: iglesia | eglise | kirche
tent: tienda de campana/carpa | tente | zelt
tree: arbol | arbre | baum
flower: flor | fleur | blume/blute
rose: rosa | rose | rose
sunflower: girasol | tournesol | sonnenblume
cactus: cactus | cactus | kaktus
mushroom: seta/hongo/champinon | champignon | pilz
volcano: volcan | volcan | vulkan
sun: sol | soleil | sonne
moon: luna | lune | mond
star: estrella | etoile | stern
cloud: nube | nuage | wolke
rainbow: arcoiris/arco iris | arc-en-ciel | regenbogen
snowman: muneco de nieve | bonhomme de neige | schneemann
fire: fuego/hoguera | feu | feuer/lagerfeuer
apple: manzana | pomme | apfel
banana: platano/banana | banane | banane
strawberry: fresa | fraise | erdbeere
grapes: uva/uvas | raisin | traube/trauben
lemon: limon | citron | zitrone
watermelon: sandia | pasteque | wassermelone
bread: pan/barra | pain/baguette | brot/brotchen
croissant: cruasan/croissant | croissant | croissant/hornchen
cake: pastel/tarta | gateau | kuchen/torte
pizza: pizza | pizza | pizza
egg: huevo | oeuf | ei
coffee: cafe | cafe | kaffee
tea: te | the | tee
soup: sopa | soupe | suppe
ice cream: helado | glace | eis/speiseeis
cookie: galleta | biscuit/cookie | keks/platzchen
hamburger: hamburguesa | hamburger | hamburger
book: libro | livre | buch
clock: reloj | horloge/pendule | uhr
umbrella: paraguas/sombrilla | parapluie/parasol | regenschirm/schirm
guitar: guitarra | guitare | gitarre
piano: piano | piano | klavier
laptop: portatil/ordenador | ordinateur | laptop/computer
phone: telefono/movil | telephone | telefon/handy
chair: silla | chaise | stuhl
lamp: lampara | lampe | lampe
candle: vela | bougie | kerze
ball: pelota/balon | balle/ballon | ball
kite: cometa | cerf-volant | drachen
hat: sombrero | chapeau | hut
shoe: zapato | chaussure | schuh
backpack: mochila | sac a dos | rucksack
anchor: ancla | ancre | anker
teddy bear: oso de peluche | ours en peluche | teddybar
robot: robot | robot | roboter
man: hombre/senor | homme/monsieur | mann
woman: mujer/senora | femme/dame | frau
child: nino/nina/chico/chica | enfant/garcon/fille | kind/junge/madchen
person: persona | personne | person/mensch
baby: bebe | bebe | baby
cook: cocinero/panadero/chef | cuisinier/boulanger/chef | koch/backer
`;

/** Setting, light and weather words: `english: es | fr | de`, read by the scene as English. */
export const SETTING_LEXICON = `
mountain: montana | montagne | berg
beach: playa | plage | strand
sea: mar | mer | meer
ocean: oceano | ocean | ozean
river: rio | riviere/fleuve | fluss
lake: lago | lac | see
forest: bosque/selva | foret/jungle | wald/dschungel
desert: desierto | desert | wuste
city: ciudad | ville | stadt
street: calle | rue | strasse
garden: jardin | jardin | garten
park: parque | parc | park
field: campo/prado | champ/prairie | feld/wiese
kitchen: cocina | cuisine | kuche
room: habitacion/salon | chambre/salon | zimmer
snow: nieve/nevando | neige | schnee
rain: lluvia/lloviendo | pluie | regen
fog: niebla | brouillard | nebel
storm: tormenta | orage/tempete | sturm/gewitter
night: noche | nuit | nacht
sunset: atardecer/puesta de sol/puesta del sol | coucher de soleil/coucher du soleil | sonnenuntergang
sunrise: amanecer/salida del sol | lever du soleil/lever de soleil | sonnenaufgang
winter: invierno | hiver | winter
summer: verano | ete | sommer
`;

/** Small words of each language that never name a thing: articles, prepositions, pronouns, verbs of being. */
export const STOP_WORDS: Readonly<Record<string, string>> = {
  es: 'el la los las un una unos unas de del al a en con sin sobre bajo entre por para y o que su sus mi tu es son esta estan muy mas junto cerca lejos delante detras encima debajo frente hacia desde hasta como se lo le sus este esta estos estas ese esa',
  fr: 'le la les l un une des du de d a au aux en dans sur sous avec sans pour par et ou que qui son sa ses mon ma tres plus pres loin devant derriere entre vers depuis comme se ce cet cette ces est sont',
  de: 'der die das den dem des ein eine einer einem einen eines im in am an auf unter uber mit ohne fur von vom zu zum zur und oder im ist sind sehr neben hinter vor bei aus nach durch wie sich dieser diese dieses',
};

/** Number words of each language. */
export const NUMBER_WORDS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  es: { dos: 2, tres: 3, cuatro: 4, cinco: 5 },
  fr: { deux: 2, trois: 3, quatre: 4, cinq: 5 },
  de: { zwei: 2, drei: 3, vier: 4, funf: 5 },
};

/** Nouns that measure what follows ('una taza de café' is coffee): the measure is not drawn. */
export const MEASURE_WORDS: Readonly<Record<string, string>> = {
  es: 'taza vaso plato bol cuenco trozo pedazo cesta bandada manada grupo monton pila rebanada',
  fr: 'tasse verre assiette bol morceau panier volee troupeau groupe tas pile tranche',
  de: 'tasse glas teller schale stuck korb schwarm herde gruppe haufen stapel scheibe',
};
