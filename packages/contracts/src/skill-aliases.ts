// Aliases of skills and roles (decision 037): one table read by the job
// search (a word finds its aliases) and by the fit between a person and a job
// (a profile's 'JS' is the job's 'JavaScript'). Each line is one idea: its
// canonical name first, then every spelling, short form and near-synonym that
// means the same thing to someone hiring. Lower case; words separated by
// single spaces. A short form that is also an everyday word is listed only
// where nothing else could be meant ('go' for Go is read with 'golang').

export type AliasKind = 'skill' | 'role';

const SKILLS = `
javascript|js|ecmascript|es6|es2015|vanilla js
typescript|ts
react|reactjs|react.js|react js
react native|react-native|rn
angular|angularjs|angular.js|angular 2
vue|vuejs|vue.js|vue js|vue 3
svelte|sveltekit
next.js|nextjs|next js
nuxt|nuxtjs|nuxt.js
node.js|nodejs|node js|node
express|expressjs|express.js
nestjs|nest.js|nest js
deno
html|html5
css|css3
sass|scss
tailwind|tailwindcss|tailwind css
redux|redux toolkit|rtk
graphql|gql
rest|rest api|restful|restful api|rest apis
grpc|g rpc
webpack
vite|vitejs
jest
cypress
playwright
selenium|selenium webdriver
python|py|python3
django|django rest framework|drf
flask
fastapi|fast api
pandas
numpy
scikit-learn|sklearn|scikit learn
pytorch|torch
tensorflow|tf|tensor flow
keras
java|core java|java se|java ee|j2ee
spring|spring boot|springboot|spring framework
hibernate|jpa
kotlin
scala
groovy
go|golang
rust|rustlang
c|ansi c
c++|cpp|cplusplus
c#|csharp|c sharp
.net|dotnet|dot net|asp.net|.net core|dotnet core
ruby|rb
ruby on rails|rails|ror
php|php8
laravel
symfony
elixir
phoenix
erlang
haskell
clojure
swift|swiftui|swift ui
objective-c|objective c|objc
ios|iphone|ipad|ios development
android|android development
flutter
dart
xamarin
unity|unity3d
unreal|unreal engine|ue5
sql|structured query language
postgresql|postgres|psql|pg
mysql|my sql
mariadb
sqlite
oracle|oracle db|oracle database
sql server|mssql|ms sql|microsoft sql server
mongodb|mongo|mongo db
redis
cassandra|apache cassandra
dynamodb|dynamo db
elasticsearch|elastic search|elastic|opensearch
kafka|apache kafka
rabbitmq|rabbit mq
spark|apache spark|pyspark
hadoop|hdfs
airflow|apache airflow
dbt|data build tool
snowflake
bigquery|big query
redshift|amazon redshift
databricks
tableau
power bi|powerbi|pbi
looker
excel|ms excel|microsoft excel|spreadsheets
etl|elt|data pipelines
data warehousing|data warehouse|dwh
aws|amazon web services
azure|microsoft azure
gcp|google cloud|google cloud platform
kubernetes|k8s|kube
docker|containers|containerization
helm
terraform|tf cloud|hcl
ansible
puppet
chef
jenkins
github actions|gh actions
gitlab ci|gitlab-ci
ci/cd|cicd|ci cd|continuous integration|continuous delivery|continuous deployment
git|version control
linux|unix|ubuntu|debian|rhel
bash|shell|shell scripting|sh
powershell
prometheus
grafana
datadog
nginx
serverless|lambda|aws lambda
microservices|micro services|microservice architecture
distributed systems
system design
machine learning|ml
deep learning|dl|neural networks
artificial intelligence|ai
natural language processing|nlp
computer vision|cv|image recognition
large language models|llm|llms|genai|generative ai|gen ai
mlops|ml ops
data science|ds
statistics|stats|statistical modelling
r|r language|rstudio
matlab
data analysis|data analytics|analytics
data visualization|data visualisation|dataviz
a/b testing|ab testing|experimentation|split testing
figma
sketch
adobe xd|xd
photoshop|adobe photoshop
illustrator|adobe illustrator
ux research|user research|usability testing
user experience|ux
user interface|ui|ui design
interaction design|ixd
wireframing|wireframes|prototyping
design systems|design system
accessibility|a11y|wcag
seo|search engine optimization|search engine optimisation
sem|search engine marketing|ppc|paid search
google ads|adwords|google adwords
content marketing
social media marketing|smm|social media
email marketing|e-mail marketing
crm|customer relationship management
salesforce|sfdc
hubspot
sap
jira
confluence
agile|scrum|kanban
project management|pmp
product management|product strategy
stakeholder management
business analysis|requirements gathering
financial modelling|financial modeling|financial analysis
accounting|bookkeeping
gaap|us gaap
ifrs
tally|tally erp
taxation|tax|gst
auditing|audit
payroll
recruitment|recruiting|talent acquisition|hiring
sourcing|talent sourcing
onboarding
employee relations
negotiation
customer support|customer service|helpdesk|help desk
zendesk
communication|communication skills
leadership|people management|team management
mentoring|coaching
penetration testing|pentesting|pen testing|ethical hacking
security|cybersecurity|cyber security|infosec|information security
siem|splunk
iam|identity and access management
owasp
cryptography|encryption
networking|tcp/ip|computer networks
embedded|embedded systems|firmware
rtos
fpga|verilog|vhdl
iot|internet of things
blockchain|web3|smart contracts
solidity
test automation|automation testing|automated testing
manual testing|manual qa
api testing|postman
performance testing|load testing|jmeter
tdd|test driven development
bdd|cucumber
oop|object oriented programming|object-oriented programming
data structures|dsa|algorithms
`;

const ROLES = `
software engineer|sde|swe|software developer|software development engineer|programmer|coder
frontend developer|frontend engineer|front end developer|front-end developer|fe developer|ui developer
backend developer|backend engineer|back end developer|back-end developer|server side developer
full stack developer|fullstack developer|full-stack developer|full stack engineer|fullstack engineer|mern developer|mean developer
mobile developer|mobile engineer|app developer|mobile app developer
ios developer|ios engineer|iphone developer|swift developer
android developer|android engineer|kotlin developer
devops engineer|devops|dev ops|build and release engineer
site reliability engineer|sre|reliability engineer
platform engineer|infrastructure engineer|infra engineer
cloud engineer|cloud architect|aws engineer
data engineer|de|big data engineer|etl developer
data scientist|ds|data science
data analyst|da|business intelligence analyst|bi analyst|analytics analyst
machine learning engineer|ml engineer|mle|ai engineer
product manager|pm|product owner|po|apm|associate product manager
project manager|program manager|delivery manager|tpm|technical program manager
engineering manager|em|dev manager|development manager
qa engineer|qa|test engineer|tester|sdet|quality assurance engineer|quality engineer|qa analyst
security engineer|appsec engineer|security analyst|cybersecurity engineer
product designer|ux designer|ui designer|ui/ux designer|ux/ui designer|interaction designer
graphic designer|visual designer|communication designer
ux researcher|user researcher|design researcher
solutions architect|solution architect|software architect|technical architect
technical writer|documentation engineer|tech writer
business analyst|ba|functional analyst
marketing manager|marketing lead|growth marketer|growth manager
digital marketing executive|digital marketer|performance marketer
content writer|copywriter|content strategist
sales executive|account executive|ae|sales representative|business development executive|bde
customer success manager|csm|account manager|client success manager
customer support executive|support engineer|customer service representative|csr
hr manager|hrbp|hr business partner|people partner|human resources manager
recruiter|talent acquisition specialist|ta specialist|technical recruiter
accountant|ca|chartered accountant|cpa|finance executive
financial analyst|fp&a analyst|fpa analyst|finance analyst
operations manager|ops manager|operations lead
embedded engineer|firmware engineer|embedded software engineer
game developer|game programmer|unity developer
database administrator|dba|database engineer
network engineer|network administrator|netops engineer
system administrator|sysadmin|systems administrator
`;

export interface AliasGroup {
  kind: AliasKind;
  /** The name shown ('JavaScript'): the first spelling of the line. */
  canonical: string;
  /** Every spelling, the canonical one first. */
  names: string[];
}

const parse = (kind: AliasKind, text: string): AliasGroup[] =>
  text
    .trim()
    .split('\n')
    .map((line) => line.split('|').map((name) => name.trim()))
    .map((names) => ({ kind, canonical: names[0]!, names }));

export const ALIAS_GROUPS: readonly AliasGroup[] = [...parse('skill', SKILLS), ...parse('role', ROLES)];

/**
 * How a name is compared: lower case, single spaces, no surrounding punctuation other than a name's own (c++, .net).
 * NFKC before the case, so that a key is its own key ('Excel™' is 'exceltm', as is 'exceltm'): the fit compares the
 * keys of keys (decision 038).
 */
export const aliasKey = (name: string) =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')
    .replace(/^[\s,;:!?'"()]+|[\s,;:!?'"()]+$/g, '')
    .trim();

const SKILL_BY_NAME = new Map<string, AliasGroup>();
for (const group of ALIAS_GROUPS) {
  if (group.kind !== 'skill') continue;
  for (const name of group.names) if (!SKILL_BY_NAME.has(name)) SKILL_BY_NAME.set(name, group);
}

/** canonicalSkill's answers by the name as written: a ranked list assesses hundreds of jobs naming the same few skills. */
const CANONICAL_BY_NAME = new Map<string, string>();

/** The canonical key of a skill ('JS', 'javascript', 'ECMAScript' → 'javascript'); unknown skills are their own key. */
export const canonicalSkill = (name: string): string => {
  let canonical = CANONICAL_BY_NAME.get(name);
  if (canonical === undefined) {
    const key = aliasKey(name);
    canonical = SKILL_BY_NAME.get(key)?.canonical ?? key;
    if (CANONICAL_BY_NAME.size >= 10_000) CANONICAL_BY_NAME.clear();
    CANONICAL_BY_NAME.set(name, canonical);
  }
  return canonical;
};

/** Every spelling of a skill, canonical first (unknown skills: just the name). */
export const skillAliases = (name: string): string[] => {
  const key = aliasKey(name);
  return SKILL_BY_NAME.get(key)?.names ?? [key];
};
