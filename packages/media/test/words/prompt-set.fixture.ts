/**
 * Thirty prompts and what a person would draw for each: `draws` must each be shown (by the
 * prompt's word, the broader kind it is drawn as, or the picture's label), and `never` are the
 * prompt's verbs, prepositions and modifiers, or pictures they used to pull in, none of which may
 * be drawn.
 */
export interface PromptCase {
  prompt: string;
  draws: string[];
  never: string[];
}

export const PROMPT_SET: PromptCase[] = [
  {
    prompt: 'a red fox jumping over a fence in the snow',
    draws: ['fox'],
    never: ['jump', 'over', 'snowman', 'herb'],
  },
  {
    prompt: 'a sailboat heading out past the lighthouse',
    draws: ['sailboat', 'lighthouse'],
    never: ['heading', 'past', 'out'],
  },
  {
    prompt: 'a cup of coffee next to an open book',
    draws: ['coffee', 'book'],
    never: ['next', 'cup'],
  },
  {
    prompt: 'a golden retriever catching a frisbee on the beach',
    draws: ['dog'],
    never: ['catch', 'beach', 'golden'],
  },
  {
    prompt: 'three penguins standing on an iceberg',
    draws: ['penguin'],
    never: ['standing', 'stand'],
  },
  {
    prompt: 'a bowl of ramen with chopsticks, top view',
    draws: ['ramen', 'chopsticks'],
    never: ['top', 'hat', 'view'],
  },
  {
    prompt: 'a cyclist riding up a steep hill',
    draws: ['cyclist'],
    never: ['up', 'ride', 'arrow'],
  },
  {
    prompt: 'an astronaut floating above the earth',
    draws: ['astronaut'],
    never: ['float', 'above'],
  },
  {
    prompt: 'a kitten sleeping in a cardboard box',
    draws: ['cat'],
    never: ['sleep', 'zzz', 'sleeping'],
  },
  {
    prompt: 'a lion resting under an acacia tree',
    draws: ['lion', 'tree'],
    never: ['rest', 'under'],
  },
  {
    prompt: 'a hummingbird hovering near red flowers',
    draws: ['bird', 'flower'],
    never: ['hover', 'near'],
  },
  {
    prompt: 'a steam train crossing a stone bridge',
    draws: ['train', 'bridge'],
    never: ['crossing', 'stone', 'rock'],
  },
  {
    prompt: 'a slice of chocolate cake on a white plate',
    draws: ['cake'],
    never: ['slice', 'chocolate', 'pizza'],
  },
  {
    prompt: 'a dolphin leaping out of the waves',
    draws: ['dolphin'],
    never: ['leap', 'out', 'wave'],
  },
  { prompt: 'a farmer walking behind a tractor', draws: ['farmer', 'tractor'], never: ['behind'] },
  {
    prompt: 'two horses grazing in a misty meadow',
    draws: ['horse'],
    never: ['graze', 'fog', 'meadow'],
  },
  {
    prompt: 'a bee landing on a sunflower',
    draws: ['bee', 'sunflower'],
    never: ['landing', 'arrival'],
  },
  { prompt: 'a panda eating bamboo in the rain', draws: ['panda'], never: ['eat', 'umbrella'] },
  {
    prompt: 'a laptop and a mug of tea on a wooden desk',
    draws: ['laptop', 'tea'],
    never: ['wooden', 'wood'],
  },
  {
    prompt: 'a pirate ship sailing toward a tropical island',
    draws: ['ship'],
    never: ['toward', 'sail', 'flag'],
  },
  {
    prompt: 'an eagle soaring over snowy mountains',
    draws: ['eagle'],
    never: ['soar', 'over', 'snowman'],
  },
  {
    prompt: 'a child flying a kite on a windy hill',
    draws: ['child', 'kite'],
    never: ['fly', 'wind'],
  },
  {
    prompt: 'a vintage bicycle leaning against a brick wall',
    draws: ['bicycle'],
    never: ['lean', 'against', 'brick'],
  },
  {
    prompt: 'a crab walking sideways across wet sand',
    draws: ['crab'],
    never: ['walk', 'sideways', 'across'],
  },
  {
    prompt: 'a woman jogging through the park at sunrise',
    draws: ['woman'],
    never: ['through', 'sunrise'],
  },
  { prompt: 'a koala hugging a eucalyptus branch', draws: ['koala'], never: ['hug', 'hugging'] },
  {
    prompt: 'a glass of orange juice beside a stack of pancakes',
    draws: ['pancakes'],
    never: ['glass', 'stack', 'beside'],
  },
  { prompt: 'a tortoise crossing a dirt road', draws: ['turtle'], never: ['crossing', 'dirt'] },
  {
    prompt: 'a firefighter spraying water on a burning house',
    draws: ['firefighter', 'house'],
    never: ['spray', 'burn', 'fire'],
  },
  {
    prompt: 'an old fishing boat tied up at the dock',
    draws: ['boat'],
    never: ['tie', 'up', 'old'],
  },
];
