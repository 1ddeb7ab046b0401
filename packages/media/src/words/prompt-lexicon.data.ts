/**
 * The words a Spanish, French, German, Portuguese or Italian prompt uses for the things the
 * offline engines can draw and the settings they can paint, each with its English name:
 * `english: es | fr | de | pt | it`, several spellings split by '/', an empty column where the
 * language's word also means something else too often to be drawn (Italian 'ancora' is 'still'). Written for the picture set, not machine-translated: the common noun a
 * person would type, singular, without its article. German compounds need not be listed whole:
 * a word ending in a listed noun is read as that noun ('Papierboot' is a boat).
 */
export const PROMPT_LEXICON = `
cat: gato/gata/gatito | chat/chaton | katze/kater/katzchen | gato/gata/gatinho | gatto/gatta/gattino/micio
dog: perro/perrito/cachorro | chien/chiot | hund/welpe | cao/caes/cachorro/cadela/cachorrinho | cane/cagnolino/cucciolo
horse: caballo | cheval | pferd | cavalo | cavallo
cow: vaca | vache | kuh | vaca | mucca
pig: cerdo | cochon | schwein | porco | maiale
sheep: oveja | mouton | schaf | ovelha | pecora
chicken: gallina/pollo | poule/poulet | huhn | galinha/frango | gallina/pollo
bird: pajaro/ave | oiseau | vogel | passaro/ave | uccello/uccellino
duck: pato | canard | ente | pato | anatra/papera
fish: pez/pescado | poisson | fisch | peixe | pesce
whale: ballena | baleine | wal | baleia | balena
dolphin: delfin | dauphin | delfin | golfinho | delfino
shark: tiburon | requin | hai | tubarao | squalo
turtle: tortuga | tortue | schildkrote | tartaruga | tartaruga
frog: rana | grenouille | frosch | sapo | rana
rabbit: conejo | lapin | hase/kaninchen | coelho | coniglio
mouse: raton | souris | maus | rato | topo
fox: zorro | renard | fuchs | raposa | volpe
bear: oso | ours | bar | urso | orso
wolf: lobo | loup | wolf | lobo | lupo
lion: leon | lion | lowe | leao | leone
tiger: tigre | tigre | tiger | tigre | tigre
elephant: elefante | elephant | elefant | elefante | elefante
monkey: mono | singe | affe | macaco | scimmia
giraffe: jirafa | girafe | giraffe | girafa | giraffa
zebra: cebra | zebre | zebra | zebra | zebra
penguin: pinguino | manchot/pingouin | pinguin | pinguim | pinguino
owl: buho/lechuza | hibou/chouette | eule | coruja | gufo/civetta
eagle: aguila | aigle | adler | aguia | aquila
butterfly: mariposa | papillon | schmetterling | borboleta | farfalla
bee: abeja | abeille | biene | abelha | ape
snake: serpiente | serpent | schlange | cobra/serpente | serpente/serpe
deer: ciervo/venado | cerf/biche | hirsch/reh | veado/cervo | cervo
camel: camello | chameau | kamel | camelo | cammello
octopus: pulpo | pieuvre/poulpe | krake/oktopus | polvo | polpo/piovra
crab: cangrejo | crabe | krabbe | caranguejo | granchio
snail: caracol | escargot | schnecke | caracol | lumaca/chiocciola
dragon: dragon | dragon | drache | dragao | drago
seagull: gaviota | mouette/goeland | mowe | gaivota | gabbiano
parrot: loro/papagayo | perroquet | papagei | papagaio | pappagallo
car: coche/auto/carro | voiture | auto/wagen | carro/automovel | auto/macchina/automobile
taxi: taxi | taxi | taxi | taxi | taxi
bus: autobus/bus | bus/autobus | bus | onibus/autocarro | autobus/pullman
truck: camion | camion | lastwagen/lkw | caminhao/camiao | camion
bicycle: bicicleta/bici | velo/bicyclette | fahrrad/rad | bicicleta/bike | bicicletta/bici
motorcycle: moto/motocicleta | moto | motorrad | moto/motocicleta | moto/motocicletta
train: tren | train | zug | trem/comboio | treno
airplane: avion | avion | flugzeug | aviao | aereo/aeroplano
helicopter: helicoptero | helicoptere | hubschrauber | helicoptero | elicottero
rocket: cohete | fusee | rakete | foguete | razzo
boat: barco/barca/bote/lancha | bateau/barque | boot/schiff | barco/bote/barquinho | barca/barchetta/battello
sailboat: velero | voilier | segelboot | veleiro/barco a vela | barca a vela
ship: buque/navio | navire | dampfer | navio | nave
hot air balloon: globo aerostatico | montgolfiere | heissluftballon | balao de ar quente | mongolfiera
balloon: globo | ballon | ballon/luftballon | balao | palloncino
house: casa | maison | haus | casa | casa
castle: castillo | chateau | burg/schloss | castelo | castello
lighthouse: faro | phare | leuchtturm | farol | faro
bridge: puente | pont | brucke | ponte | ponte
church: iglesia | eglise | kirche | igreja | chiesa
tent: tienda de campana/carpa | tente | zelt | barraca/tenda | tenda
tree: arbol | arbre | baum | arvore | albero
flower: flor | fleur | blume/blute | flor | fiore
rose: rosa | rose | rose | rosa | rosa
sunflower: girasol | tournesol | sonnenblume | girassol | girasole
cactus: cactus | cactus | kaktus | cacto | cactus
mushroom: seta/hongo/champinon | champignon | pilz | cogumelo | fungo
volcano: volcan | volcan | vulkan | vulcao | vulcano
sun: sol | soleil | sonne | sol | sole
moon: luna | lune | mond | lua | luna
star: estrella | etoile | stern | estrela | stella
cloud: nube | nuage | wolke | nuvem | nuvola
rainbow: arcoiris/arco iris | arc-en-ciel | regenbogen | arco-iris | arcobaleno
snowman: muneco de nieve | bonhomme de neige | schneemann | boneco de neve | pupazzo di neve
fire: fuego/hoguera | feu | feuer/lagerfeuer | fogo/fogueira | fuoco
apple: manzana | pomme | apfel | maca | mela
banana: platano/banana | banane | banane | banana | banana
strawberry: fresa | fraise | erdbeere | morango | fragola
grapes: uva/uvas | raisin | traube/trauben | uva/uvas | uva
lemon: limon | citron | zitrone | limao | limone
watermelon: sandia | pasteque | wassermelone | melancia | anguria/cocomero
bread: pan/barra | pain/baguette | brot/brotchen | pao/paes/baguete | pane/pagnotta/baguette
croissant: cruasan/croissant | croissant | croissant/hornchen | croissant | cornetto/croissant
oven: horno | four | ofen/backofen | forno | forno
butter: mantequilla | beurre | butter | manteiga | burro
cake: pastel/tarta | gateau | kuchen/torte | bolo/torta | torta
pizza: pizza | pizza | pizza | pizza | pizza
egg: huevo | oeuf | ei | ovo | uovo/uova
coffee: cafe | cafe | kaffee | cafe | caffe
tea: te | the | tee | cha | te
soup: sopa | soupe | suppe | sopa | zuppa/minestra
ice cream: helado | glace | eis/speiseeis | sorvete/gelado | gelato
cookie: galleta | biscuit/cookie | keks/platzchen | biscoito/bolacha | biscotto
hamburger: hamburguesa | hamburger | hamburger | hamburguer | hamburger
book: libro | livre | buch | livro | libro
clock: reloj | horloge/pendule | uhr | relogio | orologio
umbrella: paraguas/sombrilla | parapluie/parasol | regenschirm/schirm | guarda-chuva/sombrinha | ombrello
guitar: guitarra | guitare | gitarre | violao/guitarra | chitarra
piano: piano | piano | klavier | piano | pianoforte/piano
laptop: portatil/ordenador | ordinateur | laptop/computer | notebook/computador | portatile/computer
phone: telefono/movil | telephone | telefon/handy | telefone/celular/telemovel | telefono/cellulare
chair: silla | chaise | stuhl | cadeira | sedia
lamp: lampara | lampe | lampe | lampada/candeeiro | lampada
candle: vela | bougie | kerze | vela | candela
ball: pelota/balon | balle/ballon | ball | bola | palla/pallone
kite: cometa | cerf-volant | drachen | pipa/papagaio de papel | aquilone
hat: sombrero | chapeau | hut | chapeu | cappello
shoe: zapato | chaussure | schuh | sapato | scarpa
backpack: mochila | sac a dos | rucksack | mochila | zaino
anchor: ancla | ancre | anker | ancora |
teddy bear: oso de peluche | ours en peluche | teddybar | urso de pelucia/ursinho de pelucia | orsacchiotto/orsetto di peluche
robot: robot | robot | roboter | robo | robot
man: hombre/senor | homme/monsieur | mann | homem/senhor | uomo/uomini/signore
woman: mujer/senora | femme/dame | frau | mulher/senhora | donna/signora
child: nino/nina/chico/chica | enfant/garcon/fille | kind/junge/madchen | crianca/menino/menina/garoto/garota | bambino/bambina/ragazzo/ragazza
person: persona | personne | person/mensch | pessoa | persona
baby: bebe | bebe | baby | bebe | neonato
cook: cocinero/panadero/chef | cuisinier/boulanger/chef | koch/backer | cozinheiro/padeiro/chef | cuoco/fornaio/panettiere/chef
`;

/** Setting, light and weather words: `english: es | fr | de | pt | it`, read by the scene as English. */
export const SETTING_LEXICON = `
mountain: montana | montagne | berg | montanha/serra | montagna/monte
beach: playa | plage | strand | praia | spiaggia
sea: mar | mer | meer | mar | mare
ocean: oceano | ocean | ozean | oceano | oceano
river: rio | riviere/fleuve | fluss | rio | fiume
lake: lago | lac | see | lago | lago
forest: bosque/selva | foret/jungle | wald/dschungel | floresta/bosque/selva/mata | foresta/bosco/giungla
desert: desierto | desert | wuste | deserto | deserto
city: ciudad | ville | stadt | cidade | citta
street: calle | rue | strasse | rua | strada
garden: jardin | jardin | garten | jardim/quintal | giardino
park: parque | parc | park | parque | parco
field: campo/prado | champ/prairie | feld/wiese | campo/prado | campo/prato
kitchen: cocina | cuisine | kuche | cozinha | cucina
room: habitacion/salon | chambre/salon | zimmer | quarto/sala | stanza/camera/salotto
snow: nieve/nevando | neige | schnee | neve/nevando | neve/nevica
rain: lluvia/lloviendo | pluie | regen | chuva/chovendo | pioggia/piove
fog: niebla | brouillard | nebel | nevoeiro/neblina | nebbia
storm: tormenta | orage/tempete | sturm/gewitter | tempestade | tempesta/temporale
night: noche | nuit | nacht | noite | notte
sunset: atardecer/puesta de sol/puesta del sol | coucher de soleil/coucher du soleil | sonnenuntergang | por do sol/entardecer/crepusculo | tramonto
sunrise: amanecer/salida del sol | lever du soleil/lever de soleil | sonnenaufgang | nascer do sol/amanhecer/alvorada | alba
winter: invierno | hiver | winter | inverno | inverno
summer: verano | ete | sommer | verao | estate
`;

/**
 * Small words of each language that never name a thing: articles, prepositions, pronouns, verbs
 * of being. Not the words that take 'de'/'di' after them ('cerca de', 'près de', 'ao lado
 * de'): after one of those, the next noun is a thing of its own, not what the one before is made of.
 */
export const STOP_WORDS: Readonly<Record<string, string>> = {
  es: 'el la los las un una unos unas de del al a en con sin sobre bajo entre por para y o que su sus mi tu es son esta estan muy mas hacia desde hasta como se lo le sus este esta estos estas ese esa',
  fr: 'le la les l un une des du de d a au aux en dans sur sous avec sans pour par et ou que qui son sa ses mon ma tres plus devant derriere entre vers depuis comme se ce cet cette ces est sont',
  de: 'der die das den dem des ein eine einer einem einen eines im in am an auf unter uber mit ohne fur von vom zu zum zur und oder im ist sind sehr neben hinter vor bei aus nach durch wie sich dieser diese dieses',
  pt: 'o a os as um uma uns umas de do da dos das em no na nos nas num numa ao aos com sem sobre sob entre por pelo pela pelos pelas para e ou que seu sua seus suas meu minha sao esta estao muito mais ate como se lhe este estes estas esse essa isso isto durante',
  it: 'il lo la i gli le l un uno una di del dello della dei degli delle dell a al allo alla ai agli alle all da dal dallo dalla dai dagli dalle dall in nel nello nella nei negli nelle nell con col senza su sul sullo sulla sui sugli sulle sull per tra fra e ed o che suo sua suoi sue mio mia sono molto piu verso come si questo questa questi queste quel quella durante',
};

/** Number words of each language. */
export const NUMBER_WORDS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  es: { dos: 2, tres: 3, cuatro: 4, cinco: 5 },
  fr: { deux: 2, trois: 3, quatre: 4, cinq: 5 },
  de: { zwei: 2, drei: 3, vier: 4, funf: 5 },
  pt: { dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5 },
  it: { due: 2, tre: 3, quattro: 4, cinque: 5 },
};

/** Nouns that measure what follows ('una taza de café' is coffee): the measure is not drawn. */
export const MEASURE_WORDS: Readonly<Record<string, string>> = {
  es: 'taza vaso plato bol cuenco trozo pedazo cesta bandada manada grupo monton pila rebanada',
  fr: 'tasse verre assiette bol morceau panier volee troupeau groupe tas pile tranche',
  de: 'tasse glas teller schale stuck korb schwarm herde gruppe haufen stapel scheibe',
  pt: 'xicara chavena copo prato tigela pedaco fatia cesta cesto bando manada rebanho grupo monte pilha',
  it: 'tazza tazzina bicchiere piatto ciotola scodella pezzo fetta cesto cestino stormo branco gregge gruppo mucchio pila',
};
