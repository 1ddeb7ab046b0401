/**
 * Words the emoji keywords miss or read the wrong way, and a few subjects drawn here in the same
 * flat 32×32 style because the emoji set has no picture of them.
 */
import type { Illustration } from './illustration.types';

/** Prompt word → the keyword that finds its picture. */
export const WORD_ALIASES: Record<string, string> = {
  car: 'automobile',
  cars: 'automobile',
  auto: 'automobile',
  kitty: 'cat',
  kitten: 'cat',
  puppy: 'dog',
  doggy: 'dog',
  coffee: 'hot beverage',
  tea: 'teacup without handle',
  latte: 'hot beverage',
  espresso: 'hot beverage',
  noodle: 'steaming bowl',
  noodles: 'steaming bowl',
  ramen: 'steaming bowl',
  soup: 'steaming bowl',
  pho: 'steaming bowl',
  city: 'cityscape',
  // a building in general is drawn as the most ordinary one
  building: 'house',
  skyline: 'cityscape',
  town: 'houses',
  village: 'houses',
  home: 'house with garden',
  cottage: 'house with garden',
  cabin: 'house with garden',
  plane: 'airplane',
  aeroplane: 'airplane',
  jet: 'airplane',
  ship: 'ship',
  boat: 'sailboat',
  yacht: 'sailboat',
  spaceship: 'rocket',
  astronaut: 'astronaut',
  woman: 'woman',
  girl: 'girl',
  man: 'man',
  boy: 'boy',
  person: 'person',
  people: 'people holding hands',
  runner: 'person running',
  hiker: 'person walking',
  walker: 'person walking',
  book: 'open book',
  books: 'books',
  laptop: 'laptop',
  computer: 'laptop',
  phone: 'mobile phone',
  smartphone: 'mobile phone',
  bike: 'bicycle',
  cyclist: 'person biking',
  flower: 'blossom',
  flowers: 'bouquet',
  tree: 'deciduous tree',
  pine: 'evergreen tree',
  palm: 'palm tree',
  bird: 'bird',
  seagull: 'bird',
  gull: 'bird',
  fox: 'fox',
  burger: 'hamburger',
  cake: 'shortcake',
  cupcake: 'cupcake',
  ice: 'ice',
  sushi: 'sushi',
  robot: 'robot',
  dragon: 'dragon',
  unicorn: 'unicorn',
  castle: 'castle',
  fish: 'tropical fish',
  whale: 'spouting whale',
  lamp: 'light bulb',
  candle: 'candle',
  guitar: 'guitar',
  piano: 'musical keyboard',
  train: 'high-speed train',
  bus: 'bus',
  truck: 'delivery truck',
  taxi: 'taxi',
  balloon: 'balloon',
  umbrella: 'umbrella',
  sun: 'sun',
  moon: 'crescent moon',
  star: 'star',
  chair: 'chair',
  sofa: 'couch and lamp',
  couch: 'couch and lamp',
  armchair: 'couch and lamp',
  bed: 'bed',
  plant: 'potted plant',
  cactus: 'cactus',
  mountain: 'snow-capped mountain',
  volcano: 'volcano',
  tent: 'tent',
  campfire: 'fire',
  fire: 'fire',
  bridge: 'bridge at night',
  pizza: 'pizza',
  apple: 'red apple',
  dinosaur: 't-rex',
  turtle: 'turtle',
  owl: 'owl',
  bee: 'honeybee',
  butterfly: 'butterfly',
  horse: 'horse',
  cow: 'cow',
  pig: 'pig',
  sheep: 'ewe',
  rabbit: 'rabbit',
  bunny: 'rabbit',
  bear: 'bear',
  panda: 'panda',
  penguin: 'penguin',
  lion: 'lion',
  tiger: 'tiger',
  elephant: 'elephant',
  monkey: 'monkey',
  frog: 'frog',
  snake: 'snake',
  octopus: 'octopus',
  dolphin: 'dolphin',
  shark: 'shark',
  rocket: 'rocket',
  wine: 'wine glass',
  beer: 'beer mug',
  cookie: 'cookie',
  donut: 'doughnut',
  doughnut: 'doughnut',
  bread: 'bread',
  croissant: 'croissant',
  taco: 'taco',
};

type Drawn = Omit<Illustration, 'name' | 'label'>;

/** A striped lighthouse on rocks with its lamp lit. */
const LIGHTHOUSE: Drawn = {
  body:
    '<path fill="#6b7785" d="M4 30c1-3 4-5 8-5h8c4 0 7 2 8 5z"/>' +
    '<path fill="#f4f1ec" d="M12.2 11h7.6l1.7 15h-11z"/>' +
    '<path fill="#e2433b" d="M12 13.5h8l.4 3.5h-8.8zM11.4 19.8h9.2l.4 3.5h-10z"/>' +
    '<path fill="#2f3a46" d="M11 9.5h10v1.8H11z"/>' +
    '<path fill="#ffd36b" d="M12.6 5.5h6.8v4h-6.8z"/>' +
    '<path fill="#2f3a46" d="M12 4.6 16 2l4 2.6v1.2h-8z"/>' +
    '<path fill="#ffe7a3" fill-opacity=".55" d="M19.4 6.2 31 3.5v6.5L19.4 8.8zM12.6 6.2 1 3.5v6.5l11.6-1.2z"/>' +
    '<path fill="#2f3a46" d="M14.6 22.5h2.8V26h-2.8z"/>',
  placement: 'ground',
  motion: 'still',
  facesLeft: false,
};

/** A wooden windmill with four sails. */
const WINDMILL: Drawn = {
  body:
    '<path fill="#b5835a" d="M12 14h8l2 16H10z"/>' +
    '<path fill="#7a4e31" d="M14.5 24h3v6h-3z"/>' +
    '<path fill="#8a5a3b" d="M11 12.5 16 9l5 3.5v2H11z"/>' +
    '<path fill="#f4f1ec" stroke="#7a4e31" stroke-width=".6" d="m16 11-2-9 3.5-.5zM16 11l9-2 .5 3.5zM16 11l2 9-3.5.5zM16 11l-9 2-.5-3.5z"/>' +
    '<circle cx="16" cy="11" r="1.3" fill="#5a3a26"/>',
  placement: 'ground',
  motion: 'still',
  facesLeft: false,
};

export const EXTRA_ILLUSTRATIONS: Record<string, Drawn> = {
  lighthouse: LIGHTHOUSE,
  windmill: WINDMILL,
};
